/**
 * Counts an offer's "Show code" when a visitor opens it (src/features/offers/server/reveal.ts): a beacon on the details
 * element's first opening. The code itself shows without JavaScript; only the count needs it.
 */
export function watchCodeReveals(root: ParentNode = document): void {
  for (const details of root.querySelectorAll<HTMLDetailsElement>('details[data-offer-reveal]')) {
    const send = () => {
      if (!details.open) return;
      details.removeEventListener('toggle', send);
      if ('sendBeacon' in navigator) navigator.sendBeacon(`/api/offers/${details.dataset.offerReveal}/reveal`);
    };
    details.addEventListener('toggle', send);
  }
}
