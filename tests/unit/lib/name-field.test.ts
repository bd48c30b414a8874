import { describe, expect, it } from 'vitest';
import { registerSchema } from '@/lib/schemas/auth';

const base = { email: 'a@example.com', password: 'tidepool-pelican-42', lastName: 'Shore' };

describe('first name (F11)', () => {
  it.each(['Maria', 'Jean-Luc', "O'Brien", 'J. R.', 'Ana María'])('accepts %j', (firstName) => {
    expect(registerSchema.safeParse({ ...base, firstName }).success).toBe(true);
  });
  it.each(['https://evil.example/x', 'www.evil.com', 'Visit evil.com now', 'bit.ly/abc', '<b>Hi</b>'])(
    'refuses %j',
    (firstName) => {
      const parsed = registerSchema.safeParse({ ...base, firstName });
      expect(parsed.success).toBe(false);
    },
  );
});
