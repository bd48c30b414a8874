/**
 * One pending edit of a live item (a listing or an event) as a card: who proposed it, links to the live
 * page and to a preview with the edit applied, a ChangeRow for each changed text field (in the order of
 * the kind's list) then any other change, and approve / reject with a reason the owner is e-mailed.
 * Cards, so it reads at 390 px.
 */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { adminActionTexts, confirmText, editReader } from '#src/features/admin/admin-actions.ts';
import { $busy, decideEdit } from '#src/features/admin/admin.store.ts';
import DecisionButtons from '#src/features/admin/DecisionButtons.tsx';
import ChangeRow from './ChangeRow.tsx';

const kinds = {
  revision: { list: 'revisions', former: 'a former owner' },
  'event-revision': { list: 'eventRevisions', former: 'a former author' },
} as const;

type Value = string | null | undefined;

interface Props<K extends string> {
  kind: keyof typeof kinds;
  revision: { id: number; ownerEmail: string | null; live: Record<K, Value>; proposed: Partial<Record<K, Value>> };
  /** The live item's name or title. */
  name: string;
  livePath: string;
  /** The text fields an edit may change and their labels, and how a value of one reads. */
  textFields: readonly (readonly [K, string])[];
  shown: (key: K, value: Value) => string;
  /** Changes beside the fields (a new image), as the confirmation page names them. */
  alsoChanged?: string[];
  /** The ChangeRow of each change that is not a text field. */
  children: ReactNode;
}

export default function RevisionCard<K extends string>({
  kind,
  revision: { id, ownerEmail, live, proposed },
  name,
  livePath,
  textFields,
  shown,
  alsoChanged = [],
  children,
}: Props<K>) {
  const { list, former } = kinds[kind];
  // What the edit changes, in the words of the confirmation page.
  const fields = [...Object.keys(proposed), ...alsoChanged];
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
      <div className="grid gap-3">
        {textFields
          .filter(([key]) => proposed[key] !== undefined)
          .map(([key, label]) => (
            <ChangeRow key={key} label={label} now={shown(key, live[key])} proposed={shown(key, proposed[key])} />
          ))}
        {children}
      </div>
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
