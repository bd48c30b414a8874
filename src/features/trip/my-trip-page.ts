/**
 * /my-trip in the browser. The page is rendered from its link; this keeps the link and
 * the visitor's own list (localStorage) in step:
 * - /my-trip without ids opens the saved list and its dates (`location.replace`, so Back does not bounce), and dates
 *   chosen on the trip-dates form are kept with the saved list;
 * - on the visitor's own trip, Remove also takes the item out of the saved list, and items that are no
 *   longer listed are dropped from it;
 * - a link from someone else is shown as theirs, with "Save these to My Trip" (merged into the list);
 * - Copy link and, where the browser has it, the system share sheet.
 */
import { showTripCount } from './trip-save.ts';
import {
  emptyTrip,
  mergeTrips,
  parseTripQuery,
  readStoredTrip,
  removeFromTrip,
  sameItems,
  sameTrip,
  tripPath,
  tripSize,
  tripStorage,
  writeStoredTrip,
  type Trip,
  type TripKind,
  withDates,
} from './my-trip.ts';
import { parseTripDates } from './trip-dates.ts';

const storage = tripStorage();

function shownTrip(root: HTMLElement): Trip {
  try {
    const data = JSON.parse(root.dataset.trip ?? '{}') as Partial<Trip>;
    return withDates({ b: data.b ?? [], e: data.e ?? [] }, parseTripDates(data.dates?.arrive, data.dates?.leave) ?? undefined);
  } catch {
    return emptyTrip();
  }
}

function bindShare(trip: Trip, status: HTMLElement | null): void {
  const input = document.querySelector<HTMLInputElement>('[data-trip-link]');
  // The address the visitor reached the site by (the server's SITE_URL may sit behind a proxy).
  if (input) input.value = new URL(tripPath(trip), location.origin).href;
  const copy = document.querySelector<HTMLButtonElement>('[data-trip-copy]');
  const share = document.querySelector<HTMLButtonElement>('[data-trip-share]');
  if (!input) return;
  const say = (text: string) => status && (status.textContent = text);
  copy?.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(input.value);
      say('Link copied. Paste it into a message or note.');
    } catch {
      input.select();
      say('Select the link above and copy it.');
    }
  });
  if (share && typeof navigator.share === 'function') {
    share.hidden = false;
    share.addEventListener('click', () => {
      navigator.share({ title: 'My Trip', text: document.title, url: input.value }).catch(() => {
        /* the visitor closed the share sheet */
      });
    });
  }
}

export function bindMyTripPage(): void {
  const root = document.querySelector<HTMLElement>('[data-my-trip]');
  if (!root) return;
  const params = new URLSearchParams(location.search);
  const stored = readStoredTrip(storage);
  const linked = parseTripQuery(params);
  // A link without places or events opens the saved ones, with the dates the link gives, else the saved dates.
  if (
    tripSize(linked) === 0 &&
    !params.has('b') &&
    !params.has('e') &&
    (tripSize(stored) > 0 || (!linked.dates && stored.dates))
  ) {
    location.replace(tripPath(withDates(stored, linked.dates ?? stored.dates)));
    return;
  }
  const shown = shownTrip(root);
  // The visitor's own list, whatever dates the link has: new dates come from the trip-dates form.
  const own = tripSize(linked) === 0 || sameItems(linked, stored);

  if (own) {
    // Saved items that are no longer public drop out of the list, and the link says what is shown.
    if (!sameTrip(shown, stored)) {
      writeStoredTrip(storage, shown);
      showTripCount();
    }
    if (location.pathname + location.search !== tripPath(shown)) history.replaceState(history.state, '', tripPath(shown));
    root.addEventListener('click', (event) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-trip-remove]');
      if (!link) return;
      const [kind, id] = link.dataset.tripRemove!.split(':') as [TripKind, string];
      writeStoredTrip(storage, removeFromTrip(readStoredTrip(storage), kind, Number(id)));
      // The link then opens the trip without it, rendered by the server.
    });
  } else {
    const banner = root.querySelector<HTMLElement>('[data-trip-shared]');
    if (banner) {
      banner.hidden = false;
      // Room below the page and for focus, so the fixed banner never covers the last items (WCAG 2.4.11).
      const room = `${banner.offsetHeight}px`;
      document.body.style.paddingBottom = room;
      document.documentElement.style.scrollPaddingBottom = room;
      // The site's weather alerts are fixed to the bottom too: they stack above this banner, not over it. Lifted by a
      // transform, which is not a layout shift, because they may already be showing when this runs.
      const alerts = document.querySelector<HTMLElement>('[data-weather-alerts]');
      if (alerts) alerts.style.transform = `translateY(-${room})`;
    }
    banner?.querySelector('[data-trip-adopt]')?.addEventListener('click', () => {
      const merged = mergeTrips(readStoredTrip(storage), shown);
      if (writeStoredTrip(storage, merged)) location.assign(tripPath(merged));
    });
  }
  bindShare(shown, root.querySelector('[data-trip-share-status]'));
}
