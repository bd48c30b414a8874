/**
 * The Save to My Trip buttons (./SaveToTrip.astro) and the header's count: one small module, no framework.
 * The trip lives in localStorage (src/features/trip/my-trip.ts); another tab's change is picked up through the
 * `storage` event, so every button and the count stay true.
 */
import {
  addToTrip,
  inTrip,
  readStoredTrip,
  removeFromTrip,
  tripSize,
  tripStorage,
  writeStoredTrip,
  type TripKind,
} from './my-trip.ts';

const storage = tripStorage();

/** The header's "My Trip" link shows how many items are saved (nothing when none). */
export function showTripCount(count = tripSize(readStoredTrip(storage))): void {
  for (const badge of document.querySelectorAll<HTMLElement>('[data-trip-count]')) {
    badge.textContent = String(count);
    badge.hidden = count === 0;
  }
  for (const text of document.querySelectorAll<HTMLElement>('[data-trip-count-text]'))
    text.textContent = count === 0 ? '' : `, ${count} saved`;
}

function render(root: HTMLElement): void {
  const kind = root.dataset.tripSave as TripKind;
  const id = Number(root.dataset.tripId);
  const name = root.dataset.tripName ?? '';
  const saved = inTrip(readStoredTrip(storage), kind, id);
  const button = root.querySelector<HTMLButtonElement>('[data-trip-toggle]');
  const label = root.querySelector<HTMLElement>('[data-trip-label]');
  const view = root.querySelector<HTMLElement>('[data-trip-view]');
  if (!button) return;
  button.toggleAttribute('data-saved', saved);
  if (label) label.textContent = saved ? 'Remove from My Trip' : 'Save to My Trip';
  else button.setAttribute('aria-label', saved ? `Remove ${name} from My Trip` : `Save ${name} to My Trip`);
  if (view) view.hidden = !saved;
}

function toggle(root: HTMLElement): void {
  const kind = root.dataset.tripSave as TripKind;
  const id = Number(root.dataset.tripId);
  const status = root.querySelector<HTMLElement>('[data-trip-status]');
  const trip = readStoredTrip(storage);
  const saved = inTrip(trip, kind, id);
  const next = saved ? removeFromTrip(trip, kind, id) : addToTrip(trip, kind, id);
  let message: string;
  if (!saved && next === trip) message = 'My Trip is full. Remove something from it first.';
  else if (!writeStoredTrip(storage, next)) message = 'This browser is not letting the site keep your trip (storage is blocked).';
  else message = saved ? 'Removed from My Trip.' : 'Saved to My Trip.';
  if (status) status.textContent = message;
  renderSaveControls();
  showTripCount();
}

/** Shows every Save control's state: call again after adding cards to the page ("More events"). */
export function renderSaveControls(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-trip-save]')) render(root);
}

let bound = false;

/**
 * Wires every Save control on the page (once, however many components include this script). One delegated
 * listener, so cards added later (the events list's "More events") work too.
 */
export function bindSaveControls(): void {
  if (bound) return;
  bound = true;
  renderSaveControls();
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-trip-toggle]') : null;
    const root = button?.closest<HTMLElement>('[data-trip-save]');
    if (root) toggle(root);
  });
  addEventListener('storage', () => {
    renderSaveControls();
    showTripCount();
  });
}
