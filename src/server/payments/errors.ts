import { jsonError } from '@/server/http/json';

/** A payment action refused for a reason the caller can show; `status` is the HTTP status to answer. */
export class PaymentError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 502 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

/** For endpoints: a PaymentError becomes its JSON answer; anything else is a real fault and propagates. */
export async function answerPaymentErrors(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentError) return jsonError(error.status, error.message);
    throw error;
  }
}
