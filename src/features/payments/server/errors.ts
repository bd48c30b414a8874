import { fail, type Failure } from '#src/platform/server/failure.ts';
import { jsonError } from '#src/platform/server/http/json.ts';

/**
 * A payment action refused for a reason the caller can show, thrown because the refusal can come from deep inside
 * a Stripe call; `failure` is the same Failure every other service returns.
 */
export class PaymentError extends Error {
  readonly failure: Failure<400 | 403 | 404 | 409 | 502 | 503>;

  constructor(status: 400 | 403 | 404 | 409 | 502 | 503, message: string) {
    super(message);
    this.name = 'PaymentError';
    this.failure = fail(status, message);
  }

  get status() {
    return this.failure.status;
  }
}

/** For endpoints: a PaymentError becomes its JSON answer; anything else is a real fault and propagates. */
export async function answerPaymentErrors(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentError) return jsonError(error.failure);
    throw error;
  }
}
