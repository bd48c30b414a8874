import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import Stars from '#src/features/reviews/Stars.astro';

/** A listing with a review shows two sets of stars (the average and the review's): nothing in them may repeat an id. */
let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

const render = (rating: number) => container.renderToString(Stars, { props: { rating } });

describe('Stars', () => {
  it('carries no id, so any number of them fit on one page', async () => {
    const html = (await render(4)) + (await render(4)) + (await render(3.5));
    expect(html).not.toMatch(/\sid="/);
    expect(html).not.toContain('url(#');
  });

  it('fills whole stars, a half star as its left half, and greys the rest', async () => {
    const html = await render(3.5);
    expect(html).toContain('Rated 3.5 out of 5');
    expect(html.match(/<svg/g)).toHaveLength(5);
    expect(html.match(/fill="currentColor"/g)).toHaveLength(4); // three whole stars and one left half
    expect(html.match(/fill="#cbd5e1"/g)).toHaveLength(2); // the half star's right half and the fifth star
  });
});
