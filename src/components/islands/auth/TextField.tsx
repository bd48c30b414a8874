/** A labelled input with an accessible error message. */
import { useId, type InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  name: string;
  label: string;
  error?: string;
}

export default function TextField({ label, error, className, ...input }: Props) {
  // useId() starts with "_", which html-validate (and CSS selectors) dislike as an id start.
  const id = `f${useId()}`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`min-h-11 w-full rounded-lg border border-slate-400 px-3 py-2 text-base ${className ?? ''}`}
        {...input}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
