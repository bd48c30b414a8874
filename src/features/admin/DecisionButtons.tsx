/**
 * Approve / Reject for one moderated item (listing, event, claim, revision). Approve asks for a
 * confirmation that names what will happen; Reject opens a reason field (the author is e-mailed the
 * reason) with its own confirm button. One block, so every admin tab behaves the same. Without
 * JavaScript both buttons lead to the confirmation page (ActionForm), which asks the same.
 */
import { useState } from 'react';
import ActionForm from './ActionForm.tsx';
import { approvalSchema } from '#src/features/listings/business.schema.ts';
import { maxLengths } from '#src/platform/schemas/limits.ts';
import { approveButton, plainButton, rejectButton } from './Table.tsx';

/** The API refuses longer reasons (the same rule for listings, events, claims and revisions). */
const reasonMax = maxLengths(approvalSchema).reason;

interface Props {
  /** The item's id and the confirmation-page actions (src/features/admin/server/actions.ts) used without JavaScript. */
  id: number;
  approveAction: string;
  rejectAction: string;
  /** Screen-reader suffix naming the item ("claim #4", "Fins Grill"). */
  subject: string;
  busy: boolean;
  /** Text of the confirmation shown before approving; null hides Approve. */
  approveConfirm: string | null;
  approveLabel?: string;
  /** Join the parent's row of buttons (a phone card then needs one row less) instead of a row of its own. */
  flow?: boolean;
  onApprove: () => unknown;
  /** Null hides Reject. */
  rejectLabel: string | null;
  /** Who reads the reason ("the owner", "the claimant"). */
  reader: string;
  onReject: (reason: string) => unknown;
  /** Money that moves on reject (a paid plan cancelled and refunded): shown with the reason field, before confirming. */
  rejectWarning?: string | null;
}

export default function DecisionButtons({
  id,
  approveAction,
  rejectAction,
  subject,
  busy,
  approveConfirm,
  approveLabel = 'Approve',
  onApprove,
  rejectLabel,
  reader,
  onReject,
  rejectWarning = null,
  flow = false,
}: Props) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <div className={flow ? 'contents' : 'flex flex-wrap items-end gap-2'}>
      {approveConfirm !== null && (
        <ActionForm
          action={approveAction}
          id={id}
          className={approveButton}
          disabled={busy}
          confirm={approveConfirm}
          onRun={onApprove}
        >
          {approveLabel}
          <span className="sr-only"> {subject}</span>
        </ActionForm>
      )}
      {rejectLabel !== null &&
        (rejecting ? (
          <form
            className="flex w-full flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (reason.trim()) void onReject(reason.trim());
            }}
          >
            {rejectWarning && (
              <div
                id={`refund-warning-${id}`}
                className="w-full rounded-md border border-amber-500 bg-amber-50 p-3 text-sm text-amber-950"
                data-testid="refund-warning"
              >
                <p className="font-semibold">Paid plan: it is cancelled and refunded when you confirm</p>
                <p className="mt-1">{rejectWarning}</p>
              </div>
            )}
            <label className="grid min-w-48 flex-1 gap-1 text-sm font-medium text-slate-800">
              Reason (sent to {reader})
              <input
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                required
                maxLength={reasonMax}
                autoFocus
                aria-describedby={rejectWarning ? `refund-warning-${id}` : undefined}
                className="min-h-11 w-full rounded-md border border-slate-400 px-3"
              />
            </label>
            <button type="submit" className={rejectButton} disabled={busy || !reason.trim()}>
              {rejectLabel}
              <span className="sr-only"> {subject}</span>
            </button>
            <button type="button" className={plainButton} onClick={() => setRejecting(false)}>
              Cancel
            </button>
          </form>
        ) : (
          <ActionForm action={rejectAction} id={id} className={rejectButton} disabled={busy} onRun={() => setRejecting(true)}>
            {rejectLabel.split(' ')[0]}…<span className="sr-only"> {subject}</span>
          </ActionForm>
        ))}
    </div>
  );
}
