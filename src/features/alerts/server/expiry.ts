/** Unconfirmed alert subscriptions do not linger: CONFIRM_DAYS after they were asked for, they are deleted. */
import { deleteUnconfirmedBefore } from './alerts.queries.ts';

export const CONFIRM_DAYS = 7;
const CONFIRM_MS = CONFIRM_DAYS * 24 * 60 * 60_000;

/** Subscriptions asked for before this moment can no longer be confirmed. */
const oldestConfirmable = (now: Date): Date => new Date(now.getTime() - CONFIRM_MS);

export const isConfirmable = (requestedAt: Date, now: Date): boolean => requestedAt.getTime() > oldestConfirmable(now).getTime();

export const forgetExpiredSubscriptions = (now = new Date()): number =>
  deleteUnconfirmedBefore({ before: oldestConfirmable(now) });
