/**
 * The event form's Starts label: the "a series: its first date" hint belongs to a new event (which
 * may be made a series) and to an edited series, never to an edited one-off event.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import EventSubmitForm from '#src/features/events/EventSubmitForm.tsx';

const startsLabel = (props: { editId?: number; series?: boolean }) => {
  const html = renderToStaticMarkup(
    createElement(EventSubmitForm, { timeZone: 'America/Chicago', zoneName: 'Central time', ...props }),
  );
  return /<label[^>]*>(Starts[^<]*)<\/label>/.exec(html)?.[1];
};

describe('EventSubmitForm Starts label', () => {
  it('on a new event it names the series hint', () => {
    expect(startsLabel({})).toBe('Starts (Central time; a series: its first date)');
  });
  it('editing a one-off event: no series hint', () => {
    expect(startsLabel({ editId: 7 })).toBe('Starts (Central time)');
  });
  it('editing a series: the hint stays', () => {
    expect(startsLabel({ editId: 7, series: true })).toBe('Starts (Central time; a series: its first date)');
  });
});
