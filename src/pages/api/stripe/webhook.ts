/**
 * POST /api/stripe/webhook: Stripe's signed event deliveries (exempt from the Origin check).
 * The raw body is verified against STRIPE_WEBHOOK_SECRET (400 and nothing written when the signature
 * is wrong or too old); each event id is applied once. A 5xx only when applying failed (e.g. Stripe
 * unreachable), so Stripe delivers the event again later.
 */
import type { APIRoute } from 'astro';
import { databaseBusyResponse, isDatabaseBusy } from '#src/platform/server/db/busy.ts';
import { env } from '#src/config/env.ts';
import { declaredOver, readBody, tooLarge } from '#src/platform/server/http/body.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { stripeWebhooks } from '#src/features/payments/server/stripe.ts';
import { handleStripeEvent } from '#src/features/payments/server/webhook.ts';
import { signedInTime } from '#src/features/payments/server/webhook-signature.ts';
import { errorText, logger } from '#src/platform/server/log.ts';

export const prerender = false;

/** Stripe events can carry a whole subscription with its invoice; the signature needs the raw bytes. */
const MAX_EVENT_BYTES = 512 * 1024;

export const POST: APIRoute = async ({ request }) => {
  if (declaredOver(request, MAX_EVENT_BYTES)) return jsonError(tooLarge());
  const secret = env.stripeWebhookSecret;
  if (!secret) return jsonError(400, 'Webhooks are not configured (STRIPE_WEBHOOK_SECRET is not set)');
  const signature = request.headers.get('stripe-signature');
  if (!signature) return jsonError(400, 'Missing Stripe-Signature header');
  const body = await readBody(request, MAX_EVENT_BYTES);
  if (!body.ok) return jsonError(body);
  const raw = body.bytes;

  if (!signedInTime(signature)) return jsonError(400, 'Invalid signature');

  let event;
  try {
    event = stripeWebhooks().constructEvent(raw, signature, secret);
  } catch {
    return jsonError(400, 'Invalid signature');
  }
  if (!env.stripeSecretKey) return jsonError(503, 'Stripe is not configured (STRIPE_SECRET_KEY is not set)');

  try {
    const outcome = await handleStripeEvent(event);
    return json({ received: true, outcome });
  } catch (error) {
    if (isDatabaseBusy(error)) return databaseBusyResponse(); // another process's lock: Stripe retries
    logger.error({ event: event.id, type: event.type, err: errorText(error) }, '[payments] webhook failed');
    return jsonError(500, 'Event could not be applied; Stripe will retry');
  }
};
