/** Approve (enabled only while pending) and Reject (enabled only while approved), for one row. */
import { setApproval } from '@/stores/admin';
import { approveButton, rejectButton } from './Table';

interface Props {
  kind: 'business' | 'event';
  id: number;
  name: string;
  approved: boolean;
  working: boolean;
}

export default function ApprovalButtons({ kind, id, name, approved, working }: Props) {
  return (
    <>
      <button
        type="button"
        className={approveButton}
        disabled={approved || working}
        onClick={() => setApproval(kind, id, true)}
        aria-label={`Approve ${name}`}
      >
        Approve
      </button>
      <button
        type="button"
        className={rejectButton}
        disabled={!approved || working}
        onClick={() => setApproval(kind, id, false)}
        aria-label={`Reject ${name}`}
      >
        Reject
      </button>
    </>
  );
}
