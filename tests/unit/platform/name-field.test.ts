import { describe, expect, it } from 'vitest';
import { registerSchema } from '#src/features/accounts/auth.schema.ts';

const base = { email: 'a@example.com', password: 'tidepool-pelican-42', lastName: 'Shore' };

describe('first name', () => {
  it.each(['Maria', 'Jean-Luc', "O'Brien", 'J. R.', 'Ana María'])('accepts %j', (firstName) => {
    expect(registerSchema.safeParse({ ...base, firstName }).success).toBe(true);
  });
  it.each([
    'https://evil.example/x',
    'www.evil.com',
    'Visit evil.com now',
    'bit.ly/abc',
    '<b>Hi</b>',
    // Full-width letters and dots (NFKC makes them plain) and the ideographic dots IDNA reads as '.'.
    '\uFF45\uFF56\uFF49\uFF4C\uFF0E\uFF45\uFF58\uFF41\uFF4D\uFF50\uFF4C\uFF45',
    'evil\u3002example',
    'evil\uFF61com',
  ])('refuses %j', (firstName) => {
    const parsed = registerSchema.safeParse({ ...base, firstName });
    expect(parsed.success).toBe(false);
  });
});

describe('names are stored in NFKC form', () => {
  it('turns full-width letters into plain ones', () => {
    const parsed = registerSchema.safeParse({ ...base, firstName: '\uFF2D\uFF41\uFF52\uFF49\uFF41' });
    expect(parsed.success && parsed.data.firstName).toBe('Maria');
  });
});
