/** The shape of one admin action on the confirmation page (src/features/admin/server/actions.ts), for the files that define them. */
import type { Outcome } from '#src/platform/server/failure.ts';
import type { AdminActionText } from '#src/features/admin/admin-actions.ts';

export type Who = { actorId: number; ip: string | null };
export type Done = Outcome<{ message: string }>;

/** What the confirmation page shows: the catalogue's words, and how the page asks. */
export interface ActionView extends AdminActionText {
  danger: boolean;
  /** The item's public page or preview, to look before deciding. */
  preview?: string;
  reasonRequired?: boolean;
  /** Longest reason (1000; reviews keep theirs to 500, as their JSON endpoint does). */
  reasonMax?: number;
  /** Money that moves on confirm (a paid plan cancelled and refunded), shown before the form. */
  warning?: string;
  /** Why this admin cannot do it at all (the page shows this instead of the form, with the status). */
  refused?: { status: 403 | 409; message: string };
}

export interface ActionDef<S> {
  /** The /admin tab to return to. */
  tab: string;
  find: (id: number) => S | undefined;
  view: (item: S) => ActionView | Promise<ActionView>;
  run: (item: S, reason: string | null, who: Who) => Done | Promise<Done>;
}

export const define = <S>(def: ActionDef<S>) => def as unknown as ActionDef<unknown>;

export const ok = (message: string): Done => ({ ok: true, message });
