/** The message above a refused form (from the server's re-render or the island's own submit). */
export default function FormAlert({ alert }: { alert: { title: string; error: string } | null }) {
  if (!alert) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{alert.title}</p>
      <p>{alert.error}</p>
    </div>
  );
}
