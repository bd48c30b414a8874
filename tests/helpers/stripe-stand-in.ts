/**
 * A loopback stand-in for the few Stripe API endpoints the site calls, speaking the wire format the
 * real SDK uses (form-encoded bodies with bracketed keys, JSON answers, Bearer auth). Tests point the
 * server at it with STRIPE_API_URL, then play Stripe's part: complete a session, change a
 * subscription, and deliver signed webhook events.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Stripe wire objects of arbitrary shape, read freely by tests
type Obj = Record<string, any>;

export interface RecordedRequest {
  method: string;
  path: string;
  body: Obj;
  idempotencyKey: string | null;
}

const rid = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Stripe's billing periods: calendar months or years from the period's start (UTC). */
function periodEnd(startSeconds: number, interval: string): number {
  const d = new Date(startSeconds * 1000);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}

/** Stripe prorates by the second and rounds each invoice line to the cent. */
const prorated = (amount: number, part: number, whole: number) => Math.round((amount * part) / whole);

/** `a[b][0][c]=1` → { a: { b: [ { c: '1' } ] } } (what Stripe's API does with the SDK's encoding). */
export function parseStripeForm(text: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Obj = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  const arrays = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value as Obj).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k)))
      return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
    return Object.fromEntries(entries);
  };
  return arrays(root) as Obj;
}

export class StripeStandIn {
  readonly customers = new Map<string, Obj>();
  readonly sessions = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  readonly portalSessions = new Map<string, Obj>();
  /** Invoices the stand-in made itself (first payments, plan switches, renewals), newest last. */
  readonly invoices: Obj[] = [];
  /** What each invoice's payment took, by PaymentIntent id: refunds may not exceed it. */
  readonly payments = new Map<string, { amount: number; refunded: number; charge: string }>();
  /** Refunds made through `POST /v1/refunds`, oldest first. */
  readonly refunds: Obj[] = [];
  /** Paths answered with a 500, to test what the site does when Stripe fails. */
  readonly failing = new Set<string>();
  readonly requests: RecordedRequest[] = [];
  private readonly idempotent = new Map<string, Obj>();
  private server?: Server;
  url = '';
  readonly webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  readonly secretKey = `sk_test_${randomBytes(12).toString('hex')}`;

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Environment for the site under test. */
  env(): Record<string, string> {
    return { STRIPE_SECRET_KEY: this.secretKey, STRIPE_WEBHOOK_SECRET: this.webhookSecret, STRIPE_API_URL: this.url };
  }

  calls(method: string, pathPrefix: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix));
  }

  // ---- Playing Stripe's part ---------------------------------------------------------------------

  /** The customer pays: the session completes and an active subscription exists (as Stripe does it). */
  completeSession(sessionId: string): { session: Obj; subscription: Obj } {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`unknown session ${sessionId}`);
    const created = nowSeconds();
    const line = session.line_items[0];
    const interval = line.price_data?.recurring?.interval ?? 'month';
    const subscription: Obj = {
      id: rid('sub'),
      object: 'subscription',
      status: 'active',
      customer: session.customer,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      created,
      metadata: { ...(session.subscription_data?.metadata ?? {}) },
      items: {
        object: 'list',
        data: [
          {
            id: rid('si'),
            object: 'subscription_item',
            current_period_start: created,
            current_period_end: periodEnd(created, interval),
            price: {
              id: line.price ?? rid('price'),
              object: 'price',
              product: rid('prod'),
              unit_amount: Number(line.price_data?.unit_amount ?? 0),
              currency: 'usd',
              recurring: { interval },
            },
          },
        ],
      },
      latest_invoice: null,
    };
    this.subscriptions.set(subscription.id, subscription);
    // The first invoice, paid at checkout (the invoice.paid event carries it: invoiceFor).
    const item = subscription.items.data[0];
    this.makeInvoice(subscription, 'subscription_create', item.price.unit_amount, created, item.current_period_end);
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
    return { session: structuredClone(session), subscription: structuredClone(subscription) };
  }

  updateSubscription(id: string, changes: Obj): Obj {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`unknown subscription ${id}`);
    Object.assign(subscription, changes);
    return structuredClone(subscription);
  }

  /**
   * The renewal at the end of the current period, as Stripe bills it: the full price, or, when
   * `cancel_at` falls inside the new period, only the part up to `cancel_at` ("If set during a future
   * period, this will always cause a proration for that period"), and that period then ends at cancel_at.
   */
  renew(id: string): Obj {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`unknown subscription ${id}`);
    const item = subscription.items.data[0];
    const start: number = item.current_period_end;
    const fullEnd = periodEnd(start, item.price.recurring.interval);
    const cut = subscription.cancel_at !== null && subscription.cancel_at < fullEnd;
    const end = cut ? subscription.cancel_at : fullEnd;
    const amount = cut ? prorated(Number(item.price.unit_amount), end - start, fullEnd - start) : Number(item.price.unit_amount);
    Object.assign(item, { current_period_start: start, current_period_end: end });
    return this.makeInvoice(subscription, 'subscription_cycle', amount, start, end);
  }

  /** `credit`: a plan switch's "Unused time on …" proration line, listed first as Stripe does. */
  private makeInvoice(
    subscription: Obj,
    billingReason: string,
    amount: number,
    start: number,
    end: number,
    credit?: { amount: number; start: number; end: number },
  ): Obj {
    const paid = Math.max(0, amount);
    // Since API 2025-03-31 an invoice names its PaymentIntent only in `payments` (includable: `expand[]=payments`).
    const paymentIntent = rid('pi');
    if (paid > 0) this.payments.set(paymentIntent, { amount: paid, refunded: 0, charge: rid('ch') });
    const payments = {
      object: 'list',
      has_more: false,
      url: '/v1/invoice_payments',
      data:
        paid > 0
          ? [
              {
                id: rid('inpay'),
                object: 'invoice_payment',
                amount_paid: paid,
                amount_requested: paid,
                is_default: true,
                status: 'paid',
                payment: { type: 'payment_intent', payment_intent: paymentIntent },
              },
            ]
          : [],
    };
    const invoice = {
      id: rid('in'),
      object: 'invoice',
      billing_reason: billingReason,
      customer: subscription.customer,
      status: 'paid',
      created: start,
      total: amount,
      amount_due: Math.max(0, amount),
      amount_paid: Math.max(0, amount),
      hosted_invoice_url: `${this.url}/receipts/${subscription.id}/${start}`,
      lines: {
        object: 'list',
        data: [
          ...(credit
            ? [
                {
                  object: 'line_item',
                  amount: credit.amount,
                  period: { start: credit.start, end: credit.end },
                  parent: { type: 'subscription_item_details', subscription_item_details: { proration: true } },
                },
              ]
            : []),
          {
            object: 'line_item',
            amount: amount - (credit?.amount ?? 0),
            period: { start, end },
            parent: { type: 'subscription_item_details', subscription_item_details: { proration: false } },
          },
        ],
      },
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      payments,
    };
    this.invoices.push(invoice);
    subscription.latest_invoice = invoice.id;
    return structuredClone(invoice);
  }

  /**
   * POST /v1/subscriptions/{id} with new items, as Stripe applies it: a price with another interval
   * resets the billing period to now; with `always_invoice` the same invoice charges the new price and
   * credits the unused time of the old one (prorated to the second).
   */
  private changeItems(subscription: Obj, body: Obj): void {
    const change = body.items?.[0];
    if (!change) return;
    const item = subscription.items.data.find((i: Obj) => i.id === change.id);
    if (!item) throw Object.assign(new Error('No such subscription item'), { status: 400 });
    const old = item.price;
    const price = change.price_data
      ? {
          id: rid('price'),
          object: 'price',
          product: change.price_data.product,
          unit_amount: Number(change.price_data.unit_amount),
          currency: change.price_data.currency,
          recurring: { interval: change.price_data.recurring.interval },
        }
      : {
          id: change.price,
          object: 'price',
          product: old.product,
          unit_amount: 0,
          currency: 'usd',
          recurring: { interval: 'month' },
        };
    const now = this.clock ?? nowSeconds();
    item.price = price;
    if (price.recurring.interval === old.recurring.interval) return;
    const credit = prorated(
      Number(old.unit_amount),
      item.current_period_end - now,
      item.current_period_end - item.current_period_start,
    );
    const oldEnd: number = item.current_period_end;
    Object.assign(item, { current_period_start: now, current_period_end: periodEnd(now, price.recurring.interval) });
    this.lastProrationDate = now;
    if (body.proration_behavior === 'always_invoice')
      this.makeInvoice(subscription, 'subscription_update', Number(price.unit_amount) - credit, now, item.current_period_end, {
        amount: -credit,
        start: now,
        end: oldEnd,
      });
  }

  /** Seconds the stand-in uses as "now" for proration (tests pin it; else the wall clock). */
  clock: number | undefined;
  /** When the last plan change was prorated (Stripe's `proration_date`). */
  lastProrationDate: number | undefined;

  event(type: string, object: Obj): Obj {
    return {
      id: rid('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object: structuredClone(object) },
    };
  }

  invoiceFor(
    subscriptionId: string,
    { billingReason = 'subscription_create', paid = true }: { billingReason?: string; paid?: boolean } = {},
  ): Obj {
    const subscription = this.subscriptions.get(subscriptionId)!;
    // The first payment is a real stored invoice (its id, period and payment), as Stripe sends it.
    const first = this.invoices.find((i) => i.parent.subscription_details.subscription === subscriptionId);
    if (billingReason === 'subscription_create' && paid && first) return this.invoiceView(first, []);
    const amount = Number(subscription.items.data[0].price.unit_amount);
    return {
      id: rid('in'),
      object: 'invoice',
      billing_reason: billingReason,
      customer: subscription.customer,
      status: paid ? 'paid' : 'open',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscriptionId, metadata: subscription.metadata },
      },
    };
  }

  /** An invoice as the API returns it: `payments` only when expanded. */
  private invoiceView(invoice: Obj, expand: unknown): Obj {
    const { payments, ...rest } = structuredClone(invoice);
    return Array.isArray(expand) && expand.includes('payments') ? { ...rest, payments } : rest;
  }

  /** POST /v1/refunds: against a PaymentIntent or a Charge, at most what is left of the payment. */
  private refund(body: Obj): { status: number; data: Obj } {
    const intent = body.payment_intent ?? [...this.payments].find(([, p]) => p.charge === body.charge)?.[0];
    const payment = intent ? this.payments.get(intent) : undefined;
    if (!payment)
      return {
        status: 404,
        data: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } },
      };
    const left = payment.amount - payment.refunded;
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (!(amount > 0) || amount > left)
      return {
        status: 400,
        data: {
          error: {
            type: 'invalid_request_error',
            code: left === 0 ? 'charge_already_refunded' : 'amount_too_large',
            message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
          },
        },
      };
    payment.refunded += amount;
    const refund = {
      id: rid('re'),
      object: 'refund',
      amount,
      currency: 'usd',
      charge: payment.charge,
      payment_intent: intent,
      status: 'succeeded',
      reason: body.reason ?? null,
      metadata: body.metadata ?? {},
      created: nowSeconds(),
    };
    this.refunds.push(refund);
    return { status: 200, data: refund };
  }

  /** Delivers an event to the site the way Stripe does: raw JSON body with a Stripe-Signature header. */
  async deliver(
    siteUrl: string,
    event: Obj,
    { secret = this.webhookSecret, timestamp }: { secret?: string; timestamp?: number } = {},
  ): Promise<{ status: number; body: Obj }> {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    const res = await fetch(`${siteUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
      body: payload,
    });
    const text = await res.text();
    let body: Obj = { text };
    try {
      body = JSON.parse(text);
    } catch {
      /* keep text */
    }
    return { status: res.status, body };
  }

  // ---- HTTP ----------------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.url);
    // The SDK sends GET and DELETE parameters in the query string, the others form-encoded in the body.
    const body = req.method === 'GET' || req.method === 'DELETE' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(text);
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname, body, idempotencyKey });

    const send = (status: number, data: Obj) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': rid('req') });
      res.end(JSON.stringify(data));
    };
    const notFound = (what: string) =>
      send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });
    if (!/^Bearer sk_/.test(req.headers.authorization ?? ''))
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    // Stripe replays the first answer for a repeated idempotency key.
    const replayKey = idempotencyKey && req.method === 'POST' ? `${url.pathname}|${idempotencyKey}` : null;
    if (replayKey && this.idempotent.has(replayKey)) return send(200, this.idempotent.get(replayKey)!);
    const answer = (data: Obj) => {
      if (replayKey) this.idempotent.set(replayKey, data);
      send(200, data);
    };

    const path = url.pathname;
    if (this.failing.has(path))
      return send(500, { error: { type: 'api_error', message: 'Something went wrong on the stand-in' } });
    let m: RegExpMatchArray | null;
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!this.customers.has(body.customer)) return notFound('customer');
      const id = rid('bps');
      const session = {
        id,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url ?? null,
        url: `${this.url}/portal/${id}`,
        livemode: false,
      };
      this.portalSessions.set(id, session);
      return answer(session);
    }
    if (req.method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: rid('cus'),
        object: 'customer',
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
      };
      this.customers.set(customer.id, customer);
      return answer(customer);
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const session = {
        ...body,
        id,
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        url: `${this.url}/pay/${id}`,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
      };
      this.sessions.set(id, session);
      return answer(session);
    }
    if ((m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/))) {
      const session = this.sessions.get(decodeURIComponent(m[1]!));
      if (!session) return notFound('checkout.session');
      if (m[2] && req.method === 'POST') {
        if (session.status !== 'open')
          return send(400, { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired' } });
        session.status = 'expired';
      }
      return answer(session);
    }
    if ((m = path.match(/^\/v1\/invoices\/([^/]+)$/)) && req.method === 'GET') {
      const invoice = this.invoices.find((i) => i.id === decodeURIComponent(m![1]!));
      return invoice ? answer(this.invoiceView(invoice, body.expand)) : notFound('invoice');
    }
    if (path === '/v1/refunds' && req.method === 'POST') {
      const { status, data } = this.refund(body);
      return status === 200 ? answer(data) : send(status, data);
    }
    if (path === '/v1/refunds' && req.method === 'GET') {
      const data = this.refunds
        .filter((r) =>
          body.payment_intent ? r.payment_intent === body.payment_intent : !body.charge || r.charge === body.charge,
        )
        .reverse();
      return answer({ object: 'list', data: structuredClone(data), has_more: false, url: '/v1/refunds' });
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const subscription = this.subscriptions.get(decodeURIComponent(m[1]!));
      if (!subscription) return notFound('subscription');
      if (req.method === 'POST') {
        try {
          this.changeItems(subscription, body);
        } catch (error) {
          return send(400, { error: { type: 'invalid_request_error', message: (error as Error).message } });
        }
        if (body.cancel_at !== undefined) subscription.cancel_at = body.cancel_at === '' ? null : Number(body.cancel_at);
        if (body.metadata) Object.assign(subscription.metadata, body.metadata);
      }
      if (req.method === 'DELETE') {
        // Stripe refuses to cancel twice (a repeated idempotency key was replayed above instead).
        if (subscription.status === 'canceled')
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: 'A canceled subscription can only update its cancellation_details and metadata.',
            },
          });
        Object.assign(subscription, { status: 'canceled', canceled_at: nowSeconds(), ended_at: nowSeconds() });
      }
      return answer(subscription);
    }
    notFound(`route ${req.method} ${path}`);
  }
}
