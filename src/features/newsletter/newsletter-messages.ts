/**
 * What the newsletter form tells people, shared by the island, the no-JavaScript page and
 * the API. Subscribing is double opt-in: after the form, the person is not subscribed
 * yet, so success says to check the mailbox; the spec's "You've been subscribed to our newsletter."
 * is shown once the mailed link is confirmed (src/pages/newsletter/confirm.astro).
 */
export const newsletterMessages = {
  successTitle: 'Success!',
  checkEmail: 'Almost done: check your email and click the link in it to confirm your subscription.',
  subscribed: "You've been subscribed to our newsletter.",
  empty: 'Please enter a valid email address.',
  fallback: 'Failed to subscribe. Please try again.',
} as const;
