/**
 * The admin's audit log: which recorded actions it shows, how they read, and the
 * filter groups. The table also holds security events (logins, password resets); those stay out of
 * this view. Browser-safe: the island renders these labels.
 */
export const auditActionLabels: Record<string, string> = {
  'business.approved': 'Approved listing',
  'business.rejected': 'Rejected listing',
  'business.unpublished': 'Unpublished listing',
  'business.deleted': 'Deleted listing',
  'business.featured': 'Featured listing',
  'business.unfeatured': 'Unfeatured listing',
  'business.claim_revoked': 'Revoked ownership',
  'business.revision_approved': 'Approved edit',
  'business.revision_rejected': 'Rejected edit',
  'business.claimed': 'Approved claim',
  'claim.rejected': 'Rejected claim',
  'event.approved': 'Approved event',
  'event.rejected': 'Rejected event',
  'event.unpublished': 'Unpublished event',
  'event.deleted': 'Deleted event',
  'event.status': 'Changed event status',
  'event.revision_approved': 'Approved event edit',
  'event.revision_rejected': 'Rejected event edit',
  'role.changed': 'Changed role',
  'review.approved': 'Approved review',
  'review.rejected': 'Rejected review',
  'photo.removed_by_admin': 'Removed photo',
  'contact.deleted': 'Deleted message',
  'suggestion.accepted': 'Accepted suggested edit',
  'suggestion.rejected': 'Declined suggested edit',
  'payment.cancellation_scheduled': 'Scheduled cancellation',
  'payment.cancellation_undone': 'Undid cancellation',
  'payment.plan_switched': 'Switched billing period',
  'payment.canceled_on_delete': 'Canceled subscription (listing deleted)',
  'payment.refunded': 'Cancelled plan and refunded (listing rejected)',
  'beach_advisory.created': 'Published beach advisory',
  'beach_advisory.removed': 'Removed beach advisory',
};

const auditActions = Object.keys(auditActionLabels);

/** Filter groups: key → label and the actions it covers. */
export const auditGroups = {
  all: { label: 'All actions', actions: auditActions },
  listings: {
    label: 'Listings',
    actions: auditActions.filter((a) => a.startsWith('business.') && !/revision|claim/.test(a)),
  },
  claims: { label: 'Claims', actions: ['business.claimed', 'claim.rejected', 'business.claim_revoked'] },
  revisions: {
    label: 'Edits',
    actions: [
      'business.revision_approved',
      'business.revision_rejected',
      'event.revision_approved',
      'event.revision_rejected',
      'suggestion.accepted',
      'suggestion.rejected',
    ],
  },
  events: { label: 'Events', actions: auditActions.filter((a) => a.startsWith('event.')) },
  reviews: { label: 'Reviews', actions: ['review.approved', 'review.rejected'] },
  photos: { label: 'Photos', actions: ['photo.removed_by_admin'] },
  roles: { label: 'Roles', actions: ['role.changed'] },
  subscriptions: { label: 'Subscriptions', actions: auditActions.filter((a) => a.startsWith('payment.')) },
  messages: { label: 'Messages', actions: ['contact.deleted'] },
} as const satisfies Record<string, { label: string; actions: readonly string[] }>;

export type AuditGroup = keyof typeof auditGroups;

export const AUDIT_PAGE_SIZE = 25;

/** One entry as the admin API and the tab show it. */
export interface AuditLogItem {
  id: number;
  at: string;
  action: string;
  actionLabel: string;
  actorEmail: string | null;
  targetType: string | null;
  targetId: string | null;
  targetLabel: string | null;
  /** The reason given, a role change "user → admin", the photo removed … */
  detail: string | null;
}

export interface AuditLogPage {
  items: AuditLogItem[];
  total: number;
  page: number;
  pages: number;
  q: string;
  group: AuditGroup;
}
