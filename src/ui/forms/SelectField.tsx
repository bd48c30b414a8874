/** TextField's twin for a choice: a label, one <select> and its hint and message (FormField around it). */
import type { ReactNode, SelectHTMLAttributes } from 'react';
import FormField, { controlClass } from './FormField.tsx';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'> {
  name: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  /** Classes of the field's frame (e.g. a grid span), not of the select. */
  className?: string;
  /** The choices: a value shown as it is, or a value and its text. */
  options: readonly (string | readonly [value: string, text: string])[];
  /** The text of a first, empty choice ("Select a category"). */
  prompt?: string;
}

export default function SelectField({ label, error, hint, className, options, prompt, ...select }: Props) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} {...select} className={controlClass}>
          {prompt !== undefined && <option value="">{prompt}</option>}
          {options.map((option) => {
            const [value, text] = typeof option === 'string' ? [option, option] : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </FormField>
  );
}
