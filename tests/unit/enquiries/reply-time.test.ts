/** "Usually replies within …": the median of the first-answer delays, said in the unit that reads naturally, rounded up. */
import { describe, expect, it } from 'vitest';
import { median, replyTimeText } from '#src/features/enquiries/server/reply-time.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('replyTimeText', () => {
  it('says nothing before five enquiries were answered', () => {
    expect(replyTimeText([])).toBeNull();
    expect(replyTimeText([HOUR, HOUR, HOUR, HOUR])).toBeNull();
    expect(replyTimeText([HOUR, HOUR, HOUR, HOUR, HOUR])).not.toBeNull();
  });

  it('takes the median, so one slow answer does not spoil the line', () => {
    expect(replyTimeText([20 * MIN, 30 * MIN, 40 * MIN, 50 * MIN, 20 * DAY])).toBe('Usually replies within an hour');
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('rounds up to whole hours under a day', () => {
    const line = (typical: number) => replyTimeText([typical, typical, typical, 0, 30 * DAY]);
    expect(line(0)).toBe('Usually replies within an hour');
    expect(line(HOUR)).toBe('Usually replies within an hour');
    expect(line(HOUR + MIN)).toBe('Usually replies within 2 hours');
    expect(line(5 * HOUR + 30 * MIN)).toBe('Usually replies within 6 hours');
    expect(line(23 * HOUR)).toBe('Usually replies within 23 hours');
  });

  it('says a day, then whole days', () => {
    const line = (typical: number) => replyTimeText([typical, typical, typical, 0, 30 * DAY]);
    expect(line(23 * HOUR + MIN)).toBe('Usually replies within a day');
    expect(line(DAY)).toBe('Usually replies within a day');
    expect(line(DAY + HOUR)).toBe('Usually replies within 2 days');
    expect(line(6 * DAY)).toBe('Usually replies within 6 days');
  });

  it('uses the mean of the middle two for an even count', () => {
    expect(replyTimeText([HOUR, 2 * HOUR, 4 * HOUR, 6 * HOUR, 8 * HOUR, 9 * HOUR])).toBe('Usually replies within 5 hours');
  });
});
