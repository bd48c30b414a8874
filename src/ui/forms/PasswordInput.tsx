/** A password field with a show/hide toggle and an accessible error message. */
import { useState } from 'react';
import FormField, { controlClass } from './FormField.tsx';
import { loginSchema } from '#src/features/accounts/auth.schema.ts';
import { maxLengths } from '#src/platform/schemas/limits.ts';

const passwordMax = maxLengths(loginSchema).password;

interface Props {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  minLength?: number;
  maxLength?: number;
}

export default function PasswordInput({ name, label, autoComplete, error, minLength, maxLength = passwordMax }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            name={name}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            required
            minLength={minLength}
            maxLength={maxLength}
            className={`${controlClass} pr-12`}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            aria-controls={control.id}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-700 hover:text-slate-900"
          >
            <svg
              aria-hidden="true"
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
              <circle cx="12" cy="12" r="3" />
              {visible && <path d="M3 3l18 18" />}
            </svg>
          </button>
        </div>
      )}
    </FormField>
  );
}
