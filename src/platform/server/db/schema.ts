/**
 * The data model. Times are integer milliseconds since the epoch (drizzle maps them to Date).
 * E-mails are stored lower-cased and trimmed; uniqueness is enforced on that stored form.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { EventRecurrence } from '#src/features/events/recurrence.ts';
import { listingAttributes } from '#src/features/listings/attributes.ts';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

/** The listing a row belongs to, removed with it. */
const listingRef = () =>
  integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });

/** A revision's author, its proposed `changes` and the admin's decision (business and event revisions). */
const revisionColumns = <Changes>() => ({
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  changes: text('changes', { mode: 'json' }).$type<Changes>().notNull(),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  reason: text('reason'),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** What the photo pipeline (src/features/photos/server/) records of an upload, for listing and event photos alike. */
const processedPhotoColumns = () => ({
  alt: text('alt').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  hash: text('hash').notNull(),
  widths: text('widths', { mode: 'json' }).$type<number[]>().notNull(),
  uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    emailVerifiedAt: integer('email_verified_at', { mode: 'timestamp_ms' }),
    /**
     * How the account was made: 'visitor' by the /register page (reviews, events), 'owner' by the business signup, the
     * spec's POST /api/register or the admin command. It decides where a sign-in lands while the account has nothing
     * to manage (src/features/accounts/server/account-kind.ts).
     */
    createdAs: text('created_as', { enum: ['visitor', 'owner'] })
      .notNull()
      .default('owner'),
    stripeCustomerId: text('stripe_customer_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`)],
);

/** Lucia-guide sessions: `id` is the SHA-256 (hex) of the cookie token; the token itself is never stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use tokens mailed to users (e-mail verification, password reset); only hashes are stored. */
export const userTokens = sqliteTable(
  'user_tokens',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId, t.purpose)],
);

export type DayKey = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export interface DayHours {
  open: string; // 'HH:MM', 24-hour, America/Chicago
  close: string; // 'HH:MM'; a close at or before open means past midnight
  closed: boolean;
}
export type WeeklyHours = Partial<Record<DayKey, DayHours>>;

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'tiktok' | 'youtube' | 'linkedin' | 'tripadvisor' | 'booking';
export type SocialLinks = Partial<Record<SocialNetwork, string>>;
/** One dated exception to the weekly hours (holiday, storm closure, seasonal hours), America/Chicago. */
export interface SpecialHours {
  date: string; // 'YYYY-MM-DD'
  closed: boolean;
  open?: string;
  close?: string;
  note?: string;
}

/** The contact details an owner changes without review. */
export interface ListingContacts {
  email: string | null;
  phone: string | null;
  website: string | null;
}

export const businesses = sqliteTable(
  'businesses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    /**
     * Where ownership-claim codes go: the business e-mail as an admin last approved it (the
     * site's own data, or the address on the listing when an admin approved the listing). An owner's
     * edit of `email` applies at once but leaves this alone; revoking an owner clears it. Null: claims
     * go to admin review.
     */
    claimEmail: text('claim_email'),
    website: text('website'),
    imageUrl: text('image_url'),
    hours: text('hours', { mode: 'json' }).$type<WeeklyHours>(),
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    approved: integer('approved', { mode: 'boolean' }).notNull().default(false),
    /**
     * When the listing was first shown in the directory (approved), kept through every later rejection; null: never
     * published. Written by a database trigger (db/migrations/0025_owner_history.sql), so seeds and imports count too.
     */
    firstPublishedAt: integer('first_published_at', { mode: 'timestamp_ms' }),
    /** Set when an admin rejects or unpublishes; cleared on approval or when the owner resubmits. */
    rejectedAt: integer('rejected_at', { mode: 'timestamp_ms' }),
    rejectionReason: text('rejection_reason'),
    plan: text('plan', { enum: ['free', 'premium'] })
      .notNull()
      .default('free'),
    subscriptionType: text('subscription_type', { enum: ['monthly', 'yearly'] }),
    /** Mirrors Stripe's subscription status; 'active' (or 'trialing') means premium benefits apply. */
    subscriptionStatus: text('subscription_status'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    currentPeriodEnd: integer('current_period_end', { mode: 'timestamp_ms' }),
    cancelAt: integer('cancel_at', { mode: 'timestamp_ms' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: integer('claimed_at', { mode: 'timestamp_ms' }),
    /** Premium profile: kept when premium lapses, shown only while it is active. */
    videoUrl: text('video_url'),
    social: text('social', { mode: 'json' }).$type<SocialLinks>(),
    specialHours: text('special_hours', { mode: 'json' }).$type<SpecialHours[]>(),
    /** The listing's map point (WGS 84), geocoded from the address or set by the owner; null when unknown. */
    latitude: real('latitude'),
    longitude: real('longitude'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('businesses_listing_idx').on(t.approved, t.category),
    index('businesses_owner_idx').on(t.ownerId),
    index('businesses_featured_idx').on(t.approved, t.featured),
    uniqueIndex('businesses_stripe_subscription_unique').on(t.stripeSubscriptionId),
  ],
);

/**
 * A listing's weekly hours again, as the minutes of the week they are open on the Central wall clock (Monday
 * 00:00 = 0 … 10079, half-open [start, end)), so the open-now filter is an index lookup in SQL
 * (src/features/places/server/open-hours.queries.ts). Rows are cut at each midnight: `day` is the weekday whose line
 * a row comes from (0 = Monday), so the after-midnight part of a late close (Sunday's wraps to Monday's 0) keeps its
 * own day's number, and that day's special hours can set it aside. Derived from `businesses.hours`, rebuilt with it.
 */
export const businessOpenIntervals = sqliteTable(
  'business_open_intervals',
  {
    businessId: listingRef(),
    day: integer('day').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.day, t.startMinute] }),
    index('business_open_intervals_now_idx').on(t.startMinute, t.endMinute, t.day, t.businessId),
  ],
);

/**
 * A listing's special hours again, one row per date (the first entry of a date counts): minutes after that date's
 * local midnight, [start, end), an end past 1440 running into the next day; both null when the date is closed.
 * Derived from `businesses.special_hours`, rebuilt with it; they count only while premium applies, which the query
 * reads from `businesses`.
 */
export const businessSpecialDays = sqliteTable(
  'business_special_days',
  {
    businessId: listingRef(),
    date: text('date').notNull(),
    startMinute: integer('start_minute'),
    endMinute: integer('end_minute'),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.date] }), index('business_special_days_date_idx').on(t.date)],
);

/**
 * What a listing's owner says the place offers (src/features/listings/attributes.ts has the keys): one row per
 * attribute. Search and the directory's `?attr=` filter look them up by attribute.
 */
export const businessAttributes = sqliteTable(
  'business_attributes',
  {
    businessId: listingRef(),
    attribute: text('attribute', { enum: listingAttributes }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.attribute] }),
    index('business_attributes_attribute_idx').on(t.attribute, t.businessId),
  ],
);

/**
 * Listings whose hours changed without the two tables above being rebuilt (a write in plain SQL, the migration that
 * made them): triggers on `businesses` add them, and the open-now filter rebuilds them before it asks.
 */
export const businessOpenStale = sqliteTable('business_open_stale', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
});

/**
 * Uploaded photos. Files live in UPLOADS_DIR under content-hashed names (`{hash}-{width}.{avif,webp,jpg}`);
 * `widths` lists the variants written (never wider than the original). One cover per business;
 * gallery photos are ordered by `position`.
 */
export const businessPhotos = sqliteTable(
  'business_photos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    businessId: listingRef(),
    role: text('role', { enum: ['cover', 'gallery'] }).notNull(),
    position: integer('position').notNull().default(0),
    ...processedPhotoColumns(),
  },
  (t) => [
    index('business_photos_business_idx').on(t.businessId, t.role, t.position),
    index('business_photos_hash_idx').on(t.hash),
  ],
);

export const events = sqliteTable(
  'events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    location: text('location').notNull(),
    startDate: integer('start_date', { mode: 'timestamp_ms' }).notNull(),
    endDate: integer('end_date', { mode: 'timestamp_ms' }).notNull(),
    imageUrl: text('image_url'),
    ticketUrl: text('ticket_url'),
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    approved: integer('approved', { mode: 'boolean' }).notNull().default(false),
    rejectedAt: integer('rejected_at', { mode: 'timestamp_ms' }),
    rejectionReason: text('rejection_reason'),
    /** scheduled | cancelled | postponed; the public API calls it `status`. */
    eventStatus: text('event_status', { enum: ['scheduled', 'cancelled', 'postponed'] })
      .notNull()
      .default('scheduled'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Geocoded from `location` when it is an address; null when unknown. */
    latitude: real('latitude'),
    longitude: real('longitude'),
    /**
     * How the event repeats, null for a one-off. start/end above are the first occurrence;
     * the others are expanded from them in the site's zone (src/features/events/recurrence.ts).
     */
    recurrence: text('recurrence', { mode: 'json' }).$type<EventRecurrence>(),
    /** The start before the latest approved move (schema.org `previousStartDate`); null when never moved. */
    previousStartDate: integer('previous_start_date', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_listing_idx').on(t.approved, t.endDate),
    index('events_owner_idx').on(t.ownerId),
    // An event page's "more in this category": walks one category in date order and stops after 3,
    // instead of reading and sorting every upcoming event on each event page.
    index('events_category_idx').on(t.approved, t.category, t.startDate),
  ],
);

/** Confirmed newsletter subscribers only: an address gets here by clicking its confirmation link. */
export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    /** SHA-256 of the unsubscribe token mailed once the subscription is confirmed. */
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    unsubscribedAt: integer('unsubscribed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_lower_unique').on(sql`lower(${t.email})`)],
);

/**
 * Newsletter sign-ups waiting for their confirmation click (double opt-in). Nobody here
 * is subscribed; a row is gone once confirmed, and expires (is deleted) 7 days after `requestedAt`.
 */
export const newsletterPending = sqliteTable(
  'newsletter_pending',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    /** SHA-256 of the newest confirmation token mailed (a re-send retires the older link). */
    tokenHash: text('token_hash').notNull(),
    /** When the address was first asked for: the confirmation expires 7 days later, whatever is re-sent. */
    requestedAt: integer('requested_at', { mode: 'timestamp_ms' }).notNull(),
    lastSentAt: integer('last_sent_at', { mode: 'timestamp_ms' }).notNull(),
    mailsSent: integer('mails_sent').notNull().default(1),
  },
  (t) => [
    uniqueIndex('newsletter_pending_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_pending_token_unique').on(t.tokenHash),
  ],
);

/**
 * E-mail alert subscriptions, one row per address and topic (`weather`, `beach`, `event:{id}`). A row is only
 * mailed alerts once `confirmedAt` is set by the button on its confirmation page; unconfirmed rows are deleted
 * 7 days after `requestedAt` (src/features/alerts/server/expiry.ts). Unsubscribing deletes the row.
 */
export const alertSubscriptions = sqliteTable(
  'alert_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    /** For an `event:{id}` topic: the event, whose removal removes the subscription. */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    /** SHA-256 of the confirmation token mailed (one token confirms every topic asked for at once). */
    confirmTokenHash: text('confirm_token_hash'),
    requestedAt: integer('requested_at', { mode: 'timestamp_ms' }).notNull(),
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('alert_subscriptions_email_topic_unique').on(sql`lower(${t.email})`, t.topic),
    index('alert_subscriptions_topic_idx').on(t.topic, t.confirmedAt),
    index('alert_subscriptions_token_idx').on(t.confirmTokenHash),
  ],
);

/** Unsubscribe links: each alert e-mail carries a fresh token, stored only as its SHA-256. */
export const alertLinks = sqliteTable(
  'alert_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => alertSubscriptions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('alert_links_subscription_idx').on(t.subscriptionId)],
);

/**
 * What has been sent already, by key: an NWS event's VTEC key (or alert id), a beach advisory, a forecast period's
 * High rip-current risk, an event's change. An alert whose key is here is never sent again.
 */
export const alertsSent = sqliteTable('alerts_sent', {
  key: text('key').primaryKey(),
  sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
});

export const contactMessages = sqliteTable('contact_messages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  /**
   * Set on messages from the former "Report a problem" form of a listing page: the listing the report is about
   * (such reports now go to the listing's suggestions, where its owner sees them). They may be anonymous: `name` and
   * `email` are then empty.
   */
  businessId: integer('business_id').references(() => businesses.id, { onDelete: 'set null' }),
  readAt: integer('read_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
});

/**
 * A beach water-quality advisory or closure an admin copied from the state's Texas Beach Watch results (the state
 * publishes no feed). Shown on /beach until `expires_at`; `sampled_on` is the sample's calendar date (YYYY-MM-DD).
 */
export const beachAdvisories = sqliteTable(
  'beach_advisories',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    site: text('site').notNull(),
    level: text('level', { enum: ['advisory', 'closed'] }).notNull(),
    note: text('note'),
    sampledOn: text('sampled_on'),
    sourceUrl: text('source_url').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('beach_advisories_expires_idx').on(t.expiresAt)],
);

/** A checkout attempt for a listing: Stripe Checkout Session or the built-in test checkout. */
export const checkouts = sqliteTable(
  'checkouts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    businessId: listingRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionType: text('subscription_type', { enum: ['monthly', 'yearly'] }).notNull(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    /** Stripe Checkout Session id, or a random id for the test checkout. */
    externalId: text('external_id').notNull(),
    status: text('status', { enum: ['open', 'complete', 'canceled', 'expired'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('checkouts_external_unique').on(t.externalId), index('checkouts_business_idx').on(t.businessId)],
);

/** Stripe event ids already applied; inserted in the same transaction as the event's effect. */
export const processedWebhookEvents = sqliteTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: createdAt(),
});

/** Durable outgoing mail: written in the request's transaction, delivered (and retried) in the background. */
export const mailQueue = sqliteTable(
  'mail_queue',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The mail's `List-Unsubscribe` link (RFC 8058 one-click); dropped with the body once delivered. */
    listUnsubscribe: text('list_unsubscribe'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    /**
     * Higher goes first among the mail that is due: 1 for a mail someone is waiting for on the screen (address
     * verification, password reset), 0 for notifications (src/platform/server/mail/queue.ts).
     */
    priority: integer('priority').notNull().default(0),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_queue_pending_idx').on(t.sentAt, t.nextAttemptAt)],
);

export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: createdAt(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** The item's name when the entry was written (a deleted listing keeps its name in the admin's audit log). */
    targetLabel: text('target_label'),
    ip: text('ip'),
    /** Never passwords or tokens. */
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_action_idx').on(t.action, t.at), index('audit_log_target_idx').on(t.targetType, t.targetId)],
);

/**
 * Ownership claims: a claim never changes a listing by itself. It is approved by a
 * 6-digit code mailed to the business e-mail on file ('email') or by an admin who reviews the
 * claimant's evidence ('review'). The partial unique indexes make "first approved wins" and "one open
 * claim per account and listing" hold in the database, whatever the timing.
 */
export const claims = sqliteTable(
  'claims',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    businessId: listingRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['email', 'review'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'superseded', 'revoked'] })
      .notNull()
      .default('pending'),
    /** What the claimant says proves ownership (review claims). */
    evidence: text('evidence'),
    /** The plan the claimant chose; payment follows approval. */
    plan: text('plan', { enum: ['free', 'premium'] })
      .notNull()
      .default('free'),
    subscriptionType: text('subscription_type', { enum: ['monthly', 'yearly'] }),
    /** SHA-256 of the mailed code; cleared once used. */
    codeHash: text('code_hash'),
    codeExpiresAt: integer('code_expires_at', { mode: 'timestamp_ms' }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    /** Where the code went (the listing's e-mail at claim time), masked when shown. */
    codeSentTo: text('code_sent_to'),
    reason: text('reason'),
    /**
     * The listing's e-mail, phone and website when this claim made the claimant its owner, before they could change
     * them (owners do so without review): what revoking that owner puts back. Null: not known (see
     * src/features/claims/server/revocation.ts).
     */
    contactsBefore: text('contacts_before', { mode: 'json' }).$type<ListingContacts>(),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('claims_business_idx').on(t.businessId, t.status),
    index('claims_user_idx').on(t.userId),
    uniqueIndex('claims_one_approved_per_business')
      .on(t.businessId)
      .where(sql`status = 'approved'`),
    uniqueIndex('claims_one_pending_per_user')
      .on(t.businessId, t.userId)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * A claim chosen on the signup form by someone who had no account yet. Claims need a
 * verified address, so the choice waits here (one per account, the latest wins) and is opened as a
 * real claim when the account's e-mail is verified (src/features/claims/server/drafts.ts).
 */
export const claimDrafts = sqliteTable('claim_drafts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  businessId: listingRef(),
  method: text('method', { enum: ['email', 'review'] }),
  evidence: text('evidence'),
  plan: text('plan', { enum: ['free', 'premium'] })
    .notNull()
    .default('free'),
  subscriptionType: text('subscription_type', { enum: ['monthly', 'yearly'] }),
  createdAt: createdAt(),
});

/**
 * Accounts an admin removed as owner of a listing. Such an account cannot claim that
 * listing back with a code; it may ask for an admin review, and an admin approving that claim lifts the
 * mark.
 */
export const revokedOwners = sqliteTable(
  'revoked_owners',
  {
    businessId: listingRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.userId] })],
);

/** The fields of a live listing whose changes wait for review. */
export interface RevisionChanges {
  name?: string;
  slug?: string;
  category?: string;
  description?: string;
  /** The owner's own map point (a moved pin; null clears it), approved with the listing. */
  latitude?: number | null;
  longitude?: number | null;
}

/**
 * Pending edits of an approved listing: the approved version keeps being served until
 * an admin approves (applies) or rejects the revision. At most one pending revision per listing; a
 * newer edit is merged into it.
 */
export const businessRevisions = sqliteTable(
  'business_revisions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    businessId: listingRef(),
    ...revisionColumns<RevisionChanges>(),
  },
  (t) => [
    index('business_revisions_status_idx').on(t.status, t.businessId),
    uniqueIndex('business_revisions_one_pending')
      .on(t.businessId)
      .where(sql`status = 'pending'`),
  ],
);

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Business = typeof businesses.$inferSelect;
export type NewBusiness = typeof businesses.$inferInsert;
export type BusinessPhoto = typeof businessPhotos.$inferSelect;
export type Event = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type Claim = typeof claims.$inferSelect;

/**
 * Privacy-first insights: one row of counters per listing per local (America/Chicago)
 * day. Nothing about who viewed or clicked is stored anywhere; rows are written only by the batched
 * flush in src/features/insights/server/counters.ts.
 */
export const businessDailyStats = sqliteTable(
  'business_daily_stats',
  {
    businessId: listingRef(),
    /** 'YYYY-MM-DD' in the site's time zone. */
    date: text('date').notNull(),
    views: integer('views').notNull().default(0),
    impressions: integer('impressions').notNull().default(0),
    websiteClicks: integer('website_clicks').notNull().default(0),
    phoneClicks: integer('phone_clicks').notNull().default(0),
    emailClicks: integer('email_clicks').notNull().default(0),
    directionClicks: integer('direction_clicks').notNull().default(0),
    socialClicks: integer('social_clicks').notNull().default(0),
    bookingClicks: integer('booking_clicks').notNull().default(0),
    /** Visitor enquiries received that day. */
    enquiries: integer('enquiries').notNull().default(0),
    /** Offer codes revealed on the listing, its cards or /deals. */
    offerCodeReveals: integer('offer_code_reveals').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.date] }), index('business_daily_stats_date_idx').on(t.date)],
);

/** Search terms (normalised, lower-cased) whose results showed the listing, counted per day. */
export const businessSearchTerms = sqliteTable(
  'business_search_terms',
  {
    businessId: listingRef(),
    date: text('date').notNull(),
    term: text('term').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.date, t.term] })],
);

/** Visitor reviews: one per account per listing, published only once approved. */
export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    businessId: listingRef(),
    /** Null once the author deleted their account: the review stays, shown as a former member's. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Set when the author deletes their account: the SHA-256 of its e-mail address (never the address), so an
     * account registered again with that address is told it already reviewed this listing.
     */
    formerAuthorKey: text('former_author_key'),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** Why an admin rejected it (shown to the reviewer). */
    reason: text('reason'),
    /** Premium listings may feature one approved review. */
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    replyBody: text('reply_body'),
    replyUpdatedAt: integer('reply_updated_at', { mode: 'timestamp_ms' }),
    approvedAt: integer('approved_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_business_user_unique').on(t.businessId, t.userId),
    index('reviews_business_status_idx').on(t.businessId, t.status),
    index('reviews_status_idx').on(t.status, t.createdAt),
  ],
);

export const reviewReports = sqliteTable(
  'review_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    resolvedAt: integer('resolved_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('review_reports_review_idx').on(t.reviewId)],
);

export type BusinessDailyStats = typeof businessDailyStats.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type BusinessRevision = typeof businessRevisions.$inferSelect;

/**
 * What an owner was charged or credited (billing self-service): the test checkout's own
 * invoices, and Stripe's paid invoices as their webhooks report them. Read by the billing page.
 */
export const billingInvoices = sqliteTable(
  'billing_invoices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    businessId: listingRef(),
    subscriptionId: text('subscription_id').notNull(),
    /** Stripe invoice id, or a `test_in_…` id: one row per invoice, whatever the redeliveries. */
    externalId: text('external_id').notNull(),
    reason: text('reason', { enum: ['subscription_create', 'subscription_cycle', 'subscription_update'] }).notNull(),
    subscriptionType: text('subscription_type', { enum: ['monthly', 'yearly'] }),
    /** Negative when the switch credits more than it charges (kept as account credit, as Stripe does). */
    amountCents: integer('amount_cents').notNull(),
    periodStart: integer('period_start', { mode: 'timestamp_ms' }),
    periodEnd: integer('period_end', { mode: 'timestamp_ms' }),
    /** Stripe's hosted receipt page, when there is one. */
    receiptUrl: text('receipt_url'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('billing_invoices_external_unique').on(t.externalId),
    index('billing_invoices_business_idx').on(t.businessId),
  ],
);

export type BillingInvoice = typeof billingInvoices.$inferSelect;

/**
 * A refund of the unused part of a plan that an admin ended by rejecting or unpublishing its listing
 * (src/features/payments/server/refund.ts). One per subscription (the unique index is what makes a
 * double confirm refund once). Written `pending` before Stripe is called and `succeeded` after, so a
 * Stripe failure leaves an intent that the next confirm finishes with the same amount and keys.
 */
export const listingRefunds = sqliteTable(
  'listing_refunds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    businessId: listingRef(),
    subscriptionId: text('subscription_id').notNull(),
    subscriptionType: text('subscription_type', { enum: ['monthly', 'yearly'] }),
    status: text('status', { enum: ['pending', 'succeeded'] })
      .notNull()
      .default('pending'),
    /** What the card paid for the current period, and the part of it refunded. */
    paidCents: integer('paid_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    periodStart: integer('period_start', { mode: 'timestamp_ms' }).notNull(),
    periodEnd: integer('period_end', { mode: 'timestamp_ms' }).notNull(),
    unusedDays: integer('unused_days').notNull(),
    periodDays: integer('period_days').notNull(),
    /** The Stripe PaymentIntent (`pi_…`) or Charge (`ch_…`) refunded; null in test mode. */
    paymentRef: text('payment_ref'),
    /** Stripe's refund id (`re_…`), or `test_re_…` from the test checkout; set once it succeeded. */
    externalId: text('external_id'),
    createdAt: createdAt(),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('listing_refunds_subscription_unique').on(t.subscriptionId),
    index('listing_refunds_business_idx').on(t.businessId),
  ],
);

export type ListingRefund = typeof listingRefunds.$inferSelect;

/**
 * An approved event's edit waiting for review (the events twin of business_revisions):
 * the approved version stays public until an admin approves (applies) or rejects it. Dates are stored
 * as epoch milliseconds in the JSON. At most one pending revision per event; a newer edit merges into it.
 */
export interface EventRevisionChanges {
  title?: string;
  description?: string;
  category?: string;
  location?: string;
  startDate?: number;
  endDate?: number;
  ticketUrl?: string | null;
}

export const eventRevisions = sqliteTable(
  'event_revisions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ...revisionColumns<EventRevisionChanges>(),
  },
  (t) => [
    index('event_revisions_status_idx').on(t.status, t.eventId),
    uniqueIndex('event_revisions_one_pending')
      .on(t.eventId)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * An event's one uploaded image, through the business photo pipeline. 'live' is
 * the public one (its URL is also `events.image_url`); 'pending' waits with the event's pending
 * revision and replaces the live one when the admin approves it.
 */
export const eventPhotos = sqliteTable(
  'event_photos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['live', 'pending'] }).notNull(),
    ...processedPhotoColumns(),
  },
  (t) => [uniqueIndex('event_photos_one_per_status').on(t.eventId, t.status), index('event_photos_hash_idx').on(t.hash)],
);

export type EventRevision = typeof eventRevisions.$inferSelect;
export type EventPhoto = typeof eventPhotos.$inferSelect;

/**
 * Geocoding lookups still owed: one row per business or event whose address was saved but not
 * answered yet. Written before the lookup and removed once the geocoder answers (a point or "no match"),
 * so a failed lookup, a full queue or a restart mid-queue is retried later with backoff
 * (src/features/places/server/geocode-jobs.ts), never on a request.
 */
export const geocodeRetries = sqliteTable(
  'geocode_retries',
  {
    kind: text('kind', { enum: ['business', 'event'] }).notNull(),
    rowId: integer('row_id').notNull(),
    /** The address (or event location) to look up: an answer is stored only while the row still has it. */
    query: text('query').notNull(),
    /** Failed lookups so far. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.rowId] }), index('geocode_retries_due_idx').on(t.nextAttemptAt)],
);

export type GeocodeRetry = typeof geocodeRetries.$inferSelect;

/**
 * A visitor's question to an active-premium listing. The visitor's e-mail is kept only to send them the owner's
 * answers and is never shown to the owner; the visitor reaches the thread through the links in those answers
 * (enquiryLinks).
 */
export const enquiries = sqliteTable(
  'enquiries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    businessId: listingRef(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    /** The owner's first answer: the "usually replies within" figure is the median of these delays. */
    repliedAt: integer('replied_at', { mode: 'timestamp_ms' }),
    lastMessageAt: integer('last_message_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('enquiries_business_idx').on(t.businessId, t.lastMessageAt)],
);

/**
 * The visitor's links to a thread, one per answer mailed to them: a long random token whose SHA-256 is stored here
 * (the token itself only travels in that e-mail). Every link of a thread keeps working while the thread exists, so
 * an older e-mail opens the conversation too.
 */
export const enquiryLinks = sqliteTable(
  'enquiry_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('enquiry_links_token_unique').on(t.tokenHash), index('enquiry_links_enquiry_idx').on(t.enquiryId)],
);

/** The replies after an enquiry's first message, from the owner or from the visitor on the thread page. */
export const enquiryMessages = sqliteTable(
  'enquiry_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['owner', 'visitor'] }).notNull(),
    /** The owner (or admin) who answered; null for the visitor. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_messages_enquiry_idx').on(t.enquiryId, t.createdAt)],
);

/** A premium listing's offer, public from `startsAt` until `endsAt` (instants; entered in Central time). */
export const offers = sqliteTable(
  'offers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    businessId: listingRef(),
    title: text('title').notNull(),
    details: text('details').notNull(),
    code: text('code'),
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }).notNull(),
    endsAt: integer('ends_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('offers_business_idx').on(t.businessId, t.endsAt), index('offers_current_idx').on(t.endsAt, t.startsAt)],
);

/**
 * Anyone's suggested correction to a listing. The live listing is unchanged until the owner (or an admin, for an
 * unclaimed listing) accepts it; the suggester's optional e-mail hears the outcome and is never shown to the owner.
 * `value` is the proposed text, JSON weekly hours for `hours`, empty for `closed`, and for `other` ("something else",
 * from the fix page) the visitor's own words, which accepting marks done without changing the listing.
 */
export const listingSuggestions = sqliteTable(
  'listing_suggestions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    businessId: listingRef(),
    field: text('field', { enum: ['phone', 'website', 'address', 'hours', 'closed', 'other'] }).notNull(),
    value: text('value').notNull(),
    note: text('note'),
    email: text('email'),
    status: text('status', { enum: ['pending', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('listing_suggestions_business_idx').on(t.businessId, t.status)],
);

export type Enquiry = typeof enquiries.$inferSelect;
export type EnquiryMessage = typeof enquiryMessages.$inferSelect;
export type Offer = typeof offers.$inferSelect;
export type ListingSuggestion = typeof listingSuggestions.$inferSelect;
