/**
 * "Open now" and "Near me" on the directory form. Open now is a plain checkbox of the GET form
 * (`open=now`), so it works without JavaScript. Near me needs the browser's position: the button is shown
 * only where scripts run (`.needs-js`), asks for the position only when pressed, and puts a rounded
 * point in the URL (`near=LAT,LON`); nothing is stored, on the server or in the browser.
 */
import { useState } from 'react';
import { formatNear } from '#src/features/places/places.ts';

interface Props {
  open: boolean;
  /** 'LAT,LON' or ''. */
  near: string;
  onOpenChange: (open: boolean) => void;
  onNearChange: (near: string) => void;
}

const locateErrors: Record<number, string> = {
  1: 'Location is blocked for this site. Allow it in your browser to sort by distance.',
  2: 'Your location is not available right now. Try again in a moment.',
  3: 'Finding your location took too long. Try again.',
};

export default function PlaceFilters({ open, near, onOpenChange, onNearChange }: Props) {
  const [status, setStatus] = useState('');
  const [locating, setLocating] = useState(false);

  const locate = () => {
    if (!('geolocation' in navigator)) return setStatus('This browser cannot share a location.');
    setLocating(true);
    setStatus('Finding your location…');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setStatus('Sorted by distance from you.');
        onNearChange(formatNear(position.coords));
      },
      (error) => {
        setLocating(false);
        setStatus(locateErrors[error.code] ?? locateErrors[2]!);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:col-span-full">
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-medium text-slate-800">
        <input
          type="checkbox"
          name="open"
          value="now"
          id="directory-open"
          checked={open}
          onChange={(e) => onOpenChange(e.target.checked)}
          className="size-5 accent-ocean-700"
        />
        Open now
      </label>
      {near ? (
        <>
          {/* Keeps the sort when the form is sent again (search words or category changed). */}
          <input type="hidden" name="near" value={near} />
          <span className="font-medium text-slate-800">Nearest first</span>
          <button
            type="button"
            className="needs-js inline-flex min-h-11 items-center font-medium text-ocean-700 underline"
            onClick={() => {
              setStatus('');
              onNearChange('');
            }}
          >
            Stop sorting by distance
          </button>
        </>
      ) : (
        <button
          type="button"
          className="needs-js btn-outline"
          onClick={locate}
          disabled={locating}
          aria-describedby="near-me-note"
        >
          Near me
        </button>
      )}
      {/* About the Near me button, so hidden with it where scripts do not run. */}
      <p id="near-me-note" className="needs-js text-sm text-slate-700" aria-live="polite">
        {status || (near ? '' : 'Near me uses your location once, only when you press it; it is never stored.')}
      </p>
    </div>
  );
}
