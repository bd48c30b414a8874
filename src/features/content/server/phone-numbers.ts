/**
 * Rules for the phone numbers the guide publishes (Local Resources): a number a visitor may dial must be real.
 * North American numbers whose exchange is 555 are fictional (555-0100 to 555-0199 is reserved for films and
 * examples, and the demo listings use it), so a published one would ring nobody, or a demo business.
 */

/** The number as dialled inside North America: its digits without the country code 1. */
export function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** Why the number is not a real one to publish, or undefined when it may be one. */
export function fictionalNumberProblem(phone: string): string | undefined {
  const digits = nationalDigits(phone);
  if (digits.length !== 10) return 'must be a full phone number, area code included';
  if (digits.slice(3, 6) === '555') return '555 numbers are fictional: publish a checked number or link to the official page';
  return undefined;
}
