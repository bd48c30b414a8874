/** The JSON shapes the dashboards receive (dates as ISO strings). Browser-safe mirrors of the server views. */
import type { WeeklyHours } from '@/lib/hours';
import type { EventStatus } from './event-status';
import type { ModerationStatus } from './moderation';

export interface DashboardBusiness {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  hours: WeeklyHours | null;
  featured: boolean;
  approved: boolean;
  status: ModerationStatus;
  /** Why an admin turned it down; null unless `status` is 'rejected'. */
  rejectionReason: string | null;
  plan: 'free' | 'premium';
  subscriptionStatus: string | null;
  subscriptionType: 'monthly' | 'yearly' | null;
  premium: boolean;
  claimed: boolean;
  cancelAt: string | null;
  currentPeriodEnd: string | null;
  createdAt: string;
}

export interface DashboardEvent {
  id: number;
  title: string;
  description: string;
  category: string;
  location: string;
  startDate: string;
  endDate: string;
  approved: boolean;
  status: ModerationStatus;
  rejectionReason: string | null;
  /** Whether it still takes place (issue 18.5), apart from moderation. */
  eventStatus: EventStatus;
  /** An edit of the approved event waits for review (issue 18 part 5b); the owner's own list only. */
  pendingEdit?: boolean;
  featured: boolean;
  createdAt: string;
}

export interface AdminBusinessItem extends DashboardBusiness {
  ownerId: number | null;
  ownerEmail: string | null;
}

export interface ContactSummaryItem {
  id: number;
  name: string;
  email: string;
  subject: string;
  createdAt: string;
  read: boolean;
}

export interface AdminUserItem {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'user';
  emailVerified: boolean;
  createdAt: string | null;
}

export interface AdminCountsItem {
  totalUsers: number;
  pendingBusinesses: number;
  pendingEvents: number;
  contactMessages: number;
}

/** Server objects → the exact JSON the browser would get from the API (Dates become ISO strings). */
export const asJson = <T>(value: unknown): T => JSON.parse(JSON.stringify(value)) as T;

/** GET /api/admin/claims items: the claim, the listing as it is, and the claimant, side by side. */
export interface AdminClaimItem {
  id: number;
  businessId: number;
  status: 'pending' | 'approved' | 'rejected' | 'superseded' | 'revoked';
  method: 'email' | 'review';
  plan: 'free' | 'premium';
  subscriptionType: 'monthly' | 'yearly' | null;
  evidence: string | null;
  reason: string | null;
  codeSentTo: string | null;
  codeAttempts: number;
  codeExpiresAt: string | null;
  createdAt: string;
  decidedAt: string | null;
  business: {
    id: number;
    slug: string;
    name: string;
    category: string;
    address: string | null;
    phone: string | null;
    email: string | null;
    website: string | null;
    approved: boolean;
    ownerEmail: string | null;
  };
  claimant: {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    verified: boolean;
    createdAt: string;
  };
}

/** GET /api/admin/revisions items: the live values beside the proposed ones (DESIGN §2.16). */
export interface AdminRevisionItem {
  id: number;
  businessId: number;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
  updatedAt: string;
  ownerEmail: string | null;
  live: { name: string; slug: string; category: string; description: string; latitude: number | null; longitude: number | null };
  proposed: {
    name?: string;
    slug?: string;
    category?: string;
    description?: string;
    latitude?: number | null;
    longitude?: number | null;
  };
}
