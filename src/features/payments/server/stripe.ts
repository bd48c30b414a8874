/**
 * The Stripe client, configured from the environment. STRIPE_API_URL (tests) points the SDK at another
 * host; the SDK wants host, port and protocol separately. The API version is the SDK's pinned default.
 */
import Stripe from 'stripe';
import { env } from '#src/config/env.ts';

let client: { key: string; apiUrl: string | undefined; stripe: Stripe } | undefined;

export function stripeApiConfig(apiUrl: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** The shared client; rebuilt if the key or API URL changed (tests switch them between servers). */
export function getStripe(): Stripe {
  const key = env.stripeSecretKey;
  if (!key) throw new Error('STRIPE_SECRET_KEY is not set');
  const apiUrl = env.stripeApiUrl;
  if (!client || client.key !== key || client.apiUrl !== apiUrl) {
    client = {
      key,
      apiUrl,
      stripe: new Stripe(key, {
        ...stripeApiConfig(apiUrl),
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
        appInfo: { name: 'port-aransas-guide' },
      }),
    };
  }
  return client.stripe;
}

/** Webhook verification needs no API key, only the signing secret. */
export function stripeWebhooks(): Stripe['webhooks'] {
  return Stripe.webhooks;
}
