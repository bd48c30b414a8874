/** A payment action refused for a reason the caller can show; `status` is the HTTP status to answer. */
export class PaymentError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 502,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}
