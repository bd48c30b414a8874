/** Why an admin turned an owner's listing or event down, and what the owner can do next. */
export default function RejectionNote({ reason, next }: { reason: string | null; next: string }) {
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950" role="note">
      <p>
        <span className="font-semibold">Not approved.</span> {reason ? `Reason: ${reason}` : 'No reason was given.'}
      </p>
      <p className="mt-1">{next}</p>
    </div>
  );
}
