/** The person's own e-mail (sign-in, reset, sign-up, contact): one label, autofill hint and limit everywhere. */
import { emailOnlySchema } from '#src/features/accounts/auth.schema.ts';
import { maxLengths } from '#src/platform/schemas/limits.ts';
import TextField from './TextField.tsx';

const emailMax = maxLengths(emailOnlySchema).email;

/** `hint`: a word on what the address is for (e.g. that it stays private). */
export default function EmailField({ defaultValue, error, hint }: { defaultValue?: string; error?: string; hint?: string }) {
  return (
    <TextField
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      required
      maxLength={emailMax}
      defaultValue={defaultValue}
      error={error}
      hint={hint}
    />
  );
}
