/** Claim mode: the chosen listing as it is (nothing here changes it) and how ownership will be proven. */
import TextAreaField from '#src/ui/forms/TextAreaField.tsx';
import { fieldOf } from '#src/ui/forms/form-state.ts';
import { categoryLabel } from '#src/features/directory/categories.ts';
import { claimRequestSchema } from './claims.schema.ts';
import { maxLengths } from '#src/platform/schemas/limits.ts';
import type { SignupValues } from '#src/features/signup/signup-form.ts';

const evidenceMax = maxLengths(claimRequestSchema).evidence;

interface Props {
  values: SignupValues;
  errors: Record<string, string[]>;
  /** The address an admin approved for the listing, where a code can be sent, as shown (null: review only). */
  emailOnFile: string | null;
}

export default function ClaimProof({ values, errors, emailOnFile }: Props) {
  const field = fieldOf(values, errors);
  const method = emailOnFile && values.method !== 'review' ? 'email' : 'review';
  return (
    <section aria-labelledby="proof-heading" className="grid gap-4 rounded-xl border border-slate-200 p-5">
      <h2 id="proof-heading" className="text-xl font-semibold text-slate-900">
        Prove You Run {values.name}
      </h2>
      <p className="text-slate-700">
        {values.name} · {categoryLabel(values.category)}
        {values.address && ` · ${values.address}`}
      </p>
      <fieldset className="grid gap-3">
        <legend className="font-medium text-slate-900">How should we confirm it?</legend>
        {emailOnFile && (
          <label className="flex min-h-11 items-start gap-3">
            <input type="radio" name="method" value="email" defaultChecked={method === 'email'} className="mt-1 h-5 w-5" />
            {/* An address is one long word: let it break, or the label's width is the address's and the form outgrows a phone. */}
            <span>
              Send a 6-digit code to <strong className="wrap-anywhere">{emailOnFile}</strong>, the business e-mail on file
              (fastest).
            </span>
          </label>
        )}
        <label className="flex min-h-11 items-start gap-3">
          <input type="radio" name="method" value="review" defaultChecked={method === 'review'} className="mt-1 h-5 w-5" />
          <span>Ask our team to review my evidence (usually within two business days).</span>
        </label>
      </fieldset>
      <TextAreaField
        label="Evidence of ownership (for a review)"
        hint="For example your business licence number, your role, and a phone number we can call back on the listing."
        {...field('evidence')}
        rows={4}
        maxLength={evidenceMax}
      />
    </section>
  );
}
