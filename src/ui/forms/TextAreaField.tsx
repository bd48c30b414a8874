/** TextField's twin for longer text: a label, one <textarea> and its hint and message (FormField around it). */
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import FormField, { controlClass } from './FormField.tsx';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  name: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  /** Classes of the field's frame (e.g. a grid span), not of the textarea. */
  className?: string;
}

export default function TextAreaField({ label, error, hint, className, ...textarea }: Props) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea {...control} {...textarea} className={controlClass} />}
    </FormField>
  );
}
