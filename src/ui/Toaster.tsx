/**
 * The notifications region: renders the one current toast from the toast store.
 * F8 focuses the region; a toast can be swiped right (50 px) or closed; it hides after its duration,
 * paused while hovered or focused. `initial` is a server-side flash message, rendered in the HTML
 * so it shows even without JavaScript.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { FLASH_COOKIE, parseFlash, type FlashMessage } from '#src/platform/flash.ts';
import { $toast, DEFAULT_TOAST_MS, dismissToast, toast, type Toast } from './toast.store.ts';

const SWIPE_THRESHOLD_PX = 50;

function takeFlashCookie(): FlashMessage | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${FLASH_COOKIE}=`));
  if (!match) return null;
  document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  try {
    return parseFlash(decodeURIComponent(match.slice(FLASH_COOKIE.length + 1)));
  } catch {
    return null;
  }
}

export default function Toaster({ initial = null }: { initial?: FlashMessage | null }) {
  const stored = useStore($toast);
  const [seeded, setSeeded] = useState(false);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const flash = initial ?? takeFlashCookie();
    if (flash) toast(flash);
    setSeeded(true);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [initial]);

  // Before hydration (and without JavaScript) the server's flash message is the toast.
  const current: Toast | null = seeded
    ? stored
    : initial
      ? ({ id: 0, variant: 'default', duration: DEFAULT_TOAST_MS, ...initial } as Toast)
      : null;

  return (
    <section
      ref={region}
      aria-label="Notifications (F8)"
      tabIndex={-1}
      className="pointer-events-none fixed right-0 bottom-0 z-[100] flex w-full flex-col p-4 outline-none sm:max-w-sm"
    >
      <ol aria-live="polite" aria-atomic="true" className="flex flex-col gap-2">
        {current && <ToastItem key={current.id} item={current} />}
      </ol>
    </section>
  );
}

function ToastItem({ item }: { item: Toast }) {
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (paused || !Number.isFinite(item.duration)) return;
    const timer = setTimeout(() => dismissToast(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item, paused]);

  const onPointerDown = (e: PointerEvent<HTMLLIElement>) => {
    // Capturing the pointer on a press of the Close button would retarget its click to the <li>.
    if ((e.target as Element).closest('button')) return;
    start.current = e.clientX;
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, e.clientX - start.current));
  };
  const onPointerUp = () => {
    if (offset > SWIPE_THRESHOLD_PX) dismissToast(item.id);
    start.current = null;
    setOffset(0);
  };

  const destructive = item.variant === 'destructive';
  return (
    <li
      data-variant={item.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      // No style attribute in the server HTML (the CSP forbids inline styles); set only while dragging.
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      className={`pointer-events-auto touch-pan-y relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${
        destructive ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'
      }`}
    >
      {/* The role sits inside the <li>: a list item with another role breaks the list (axe 'list'). */}
      <div role={destructive ? 'alert' : 'status'} className="grid gap-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description && <p className="text-sm opacity-90">{item.description}</p>}
      </div>
      <button
        type="button"
        aria-label="Close"
        onClick={() => dismissToast(item.id)}
        className={`absolute top-2 right-2 inline-flex h-8 w-8 items-center justify-center rounded-md ${destructive ? 'text-white hover:bg-red-800' : 'text-slate-600 hover:bg-slate-100'}`}
      >
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      </button>
    </li>
  );
}
