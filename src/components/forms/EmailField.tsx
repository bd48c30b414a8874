/** The person's own e-mail (sign-in, reset, sign-up, contact): one label, autofill hint and limit everywhere. */
import { emailOnlySchema } from '@/lib/schemas/auth';
import { maxLengths } from '@/lib/schemas/limits';
import TextField from './TextField';

const emailMax = maxLengths(emailOnlySchema).email;

export default function EmailField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
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
    />
  );
}
