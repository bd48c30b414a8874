/**
 * Toasts, shared by every island on the page: one at a time (a new toast replaces the current one),
 * shown for 5 s by default.
 *
 *   import { toast } from './toast.store.ts';
 *   toast({ title: 'Success!', description: "You've been subscribed to our newsletter." });
 *   toast({ title: 'Error', description: 'Failed to subscribe. Please try again.', variant: 'destructive' });
 */
import { atom } from 'nanostores';

export const DEFAULT_TOAST_MS = 5_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds on screen; Infinity keeps it until dismissed. */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

export const $toast = atom<Toast | null>(null);
let nextId = 1;

export function toast(input: ToastInput): number {
  const id = nextId++;
  $toast.set({
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? DEFAULT_TOAST_MS,
  });
  return id;
}

/** Dismisses the current toast, or only the given one if it is still showing. */
export function dismissToast(id?: number): void {
  const current = $toast.get();
  if (current && (id === undefined || current.id === id)) $toast.set(null);
}
