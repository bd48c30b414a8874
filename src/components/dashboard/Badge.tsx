/** Small status badges shared by the owner and admin dashboards (text colours meet WCAG AA). */
const tones = {
  green: 'bg-emerald-100 text-emerald-900',
  amber: 'bg-amber-100 text-amber-950',
  blue: 'bg-ocean-100 text-ocean-900',
  purple: 'bg-purple-100 text-purple-900',
  grey: 'bg-slate-200 text-slate-900',
} as const;

export default function Badge({ tone, children }: { tone: keyof typeof tones; children: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>
  );
}

export const ApprovalBadge = ({ approved }: { approved: boolean }) =>
  approved ? <Badge tone="green">Approved</Badge> : <Badge tone="amber">Pending</Badge>;
