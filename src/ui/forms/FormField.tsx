/**
 * A labelled form control with an accessible error and hint. The control is passed as a render
 * function receiving the id and aria attributes, so inputs, textareas and selects share one frame.
 */
import { useId, type ReactNode } from 'react';

interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface Props {
  label: ReactNode;
  error?: string;
  hint?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

export const controlClass =
  'min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base read-only:bg-slate-100 read-only:text-slate-700';

/** A field's message, read out with it through `aria-describedby={id}`. */
export function FieldError({ id, error, className = '' }: { id?: string; error?: string; className?: string }) {
  if (!error) return null;
  return (
    <p id={id} className={`text-sm font-medium text-red-700 ${className}`.trim()}>
      {error}
    </p>
  );
}

/** An id for a label's control: useId() starts with "_", which html-validate (and CSS selectors) dislike. */
const useFieldId = (): string => `f${useId()}`;

export default function FormField({ label, error, hint, className, children }: Props) {
  const id = useFieldId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`grid content-start gap-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The small 'Pre-filled' tag next to a locked label in claim mode. */
export function PrefilledTag() {
  return <span className="ml-2 rounded bg-ocean-100 px-1.5 py-0.5 text-xs font-semibold text-ocean-800">Pre-filled</span>;
}
