/** The common field: a label, one text input and its hint and message (FormField around an <input>). */
import type { InputHTMLAttributes, ReactNode } from 'react';
import FormField, { controlClass } from './FormField.tsx';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  name: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  /** Classes of the field's frame (e.g. a grid span), not of the input. */
  className?: string;
}

export default function TextField({ label, error, hint, className, ...input }: Props) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...control} type="text" {...input} className={controlClass} />}
    </FormField>
  );
}
