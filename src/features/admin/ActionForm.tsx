/**
 * One admin action button that works without JavaScript: a GET form to the confirmation page
 * (/admin/confirm?do=ACTION&id=ID, src/features/admin/server/actions.ts), which names what will happen and
 * posts. Hydrated, the submit is taken over: `onRun` runs (after `window.confirm(confirm)` when given)
 * and calls the JSON API, so the page does not reload.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { AdminListQuery } from './admin-list.ts';

/** The paged list's view the action starts from, so that the page without JavaScript returns to it. */
export const ActionReturnContext = createContext<AdminListQuery | null>(null);

interface Props {
  action: string;
  id: number;
  className: string;
  disabled?: boolean;
  /** Asked before `onRun`; omit when `onRun` asks by itself (the reason field). */
  confirm?: string;
  onRun: () => unknown;
  label?: string;
  children: ReactNode;
}

export default function ActionForm({ action, id, className, disabled, confirm, onRun, label, children }: Props) {
  const from = useContext(ActionReturnContext);
  return (
    <form
      method="get"
      action="/admin/confirm"
      className="contents"
      onSubmit={(e) => {
        e.preventDefault();
        if (confirm === undefined || window.confirm(confirm)) void onRun();
      }}
    >
      <input type="hidden" name="do" value={action} />
      <input type="hidden" name="id" value={id} />
      {from?.q && <input type="hidden" name="q" value={from.q} />}
      {from && <input type="hidden" name="filter" value={from.filter} />}
      {from && from.page > 1 && <input type="hidden" name="page" value={from.page} />}
      <button type="submit" className={className} disabled={disabled} aria-label={label}>
        {children}
      </button>
    </form>
  );
}
