/**
 * One pending edit of a live item (a listing or an event) as a card: who proposed it, links to the live
 * page and to a preview with the edit applied, the changed fields (given by the kind's list), and
 * approve / reject with a reason the owner is e-mailed. Cards, so it reads at 390 px.
 */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { adminActionTexts, confirmText, editReader } from '#src/features/admin/admin-actions.ts';
import { $busy, decideEdit } from '#src/features/admin/admin.store.ts';
import DecisionButtons from '#src/features/admin/DecisionButtons.tsx';

const kinds = {
  revision: { list: 'revisions', former: 'a former owner' },
  'event-revision': { list: 'eventRevisions', former: 'a former author' },
} as const;

interface Props {
  kind: keyof typeof kinds;
  id: number;
  /** The live item's name or title. */
  name: string;
  ownerEmail: string | null;
  livePath: string;
  /** What the edit changes, in the words of the confirmation page. */
  fields: string[];
  /** The ChangeRow of each changed field. */
  children: ReactNode;
}

export default function RevisionCard({ kind, id, name, ownerEmail, livePath, fields, children }: Props) {
  const { list, former } = kinds[kind];
  const busy = useStore($busy) === `${kind}s:${id}`;
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 p-4 shadow-sm" aria-labelledby={`${kind}-${id}`}>
      <h3 id={`${kind}-${id}`} className="text-lg font-semibold text-slate-900">
        Changes to {name}
      </h3>
      <p className="text-sm text-slate-700">
        By {ownerEmail ?? former} ·{' '}
        <a className="underline" href={livePath} target="_blank" rel="noopener">
          Live page<span className="sr-only"> of {name} (opens in a new tab)</span>
        </a>{' '}
        ·{' '}
        <a className="underline" href={`${livePath}?revision=${id}`} target="_blank" rel="noopener">
          Preview with these changes<span className="sr-only"> of {name} (opens in a new tab)</span>
        </a>
      </p>
      <div className="grid gap-3">{children}</div>
      <DecisionButtons
        id={id}
        approveAction={`${kind}.approve`}
        rejectAction={`${kind}.reject`}
        subject={`changes to ${name}`}
        busy={busy}
        approveConfirm={confirmText(adminActionTexts.approveEdit(kind, name, fields))}
        approveLabel="Approve changes"
        onApprove={() => decideEdit(list, id, true)}
        rejectLabel="Reject changes"
        reader={editReader(kind)}
        onReject={(reason) => decideEdit(list, id, false, reason)}
      />
    </li>
  );
}
