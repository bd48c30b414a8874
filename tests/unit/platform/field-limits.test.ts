import { describe, expect, it } from 'vitest';
import { registerSchema } from '#src/features/accounts/auth.schema.ts';
import { businessUpdateSchema, signupListingSchema } from '#src/features/listings/business.schema.ts';
import { contactSchema } from '#src/features/contact/contact.schema.ts';
import { eventSubmitSchema } from '#src/features/events/event.schema.ts';
import { maxLengths } from '#src/platform/schemas/limits.ts';
import { specialDaySchema } from '#src/features/listings/profile.schema.ts';

const contact = { name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'A long enough message.' };

describe('maxLengths', () => {
  it('reads each text field’s limit from the schema that enforces it', () => {
    const limits = maxLengths(contactSchema);
    expect(limits).toMatchObject({ name: 100, email: 254, subject: 200, message: 5000 });
    // The number the form gets is exactly where the server starts refusing.
    expect(contactSchema.safeParse({ ...contact, subject: 'x'.repeat(limits.subject!) }).success).toBe(true);
    expect(contactSchema.safeParse({ ...contact, subject: 'x'.repeat(limits.subject! + 1) }).success).toBe(false);
  });

  it('sees through optional, nullable, default, transform and preprocess wrappers', () => {
    expect(maxLengths(businessUpdateSchema)).toMatchObject({ name: 120, phone: 30, email: 254, website: 500, address: 200 });
    expect(maxLengths(signupListingSchema)).toMatchObject({ businessEmail: 254, description: 5000 });
    expect(maxLengths(registerSchema)).toMatchObject({ firstName: 100, lastName: 100, email: 254 });
    expect(maxLengths(eventSubmitSchema('America/Chicago'))).toMatchObject({ title: 150, location: 200, ticketUrl: 500 });
    expect(maxLengths(specialDaySchema).note).toBe(120);
  });

  it('gives undefined for fields that are not text', () => {
    const limits = maxLengths(businessUpdateSchema);
    expect(limits.hours).toBeUndefined();
    expect(limits.latitude).toBeUndefined();
  });
});
