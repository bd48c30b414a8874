/** Small status badges shared by the owner and admin dashboards (text colours meet WCAG AA). */
import { moderationLabels, type ModerationStatus } from '#src/features/admin/moderation.ts';

const tones = {
  green: 'bg-emerald-100 text-emerald-900',
  amber: 'bg-amber-100 text-amber-950',
  blue: 'bg-ocean-100 text-ocean-900',
  purple: 'bg-purple-100 text-purple-900',
  grey: 'bg-slate-200 text-slate-900',
  red: 'bg-red-100 text-red-900',
} as const;

export default function Badge({ tone, children }: { tone: keyof typeof tones; children: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>
  );
}

const statusTones = { approved: 'green', pending: 'amber', rejected: 'red' } as const;

/** Moderation status: a rejected item never reads "Pending". */
export const ApprovalBadge = ({ status }: { status: ModerationStatus }) => (
  <Badge tone={statusTones[status]}>{moderationLabels[status]}</Badge>
);
