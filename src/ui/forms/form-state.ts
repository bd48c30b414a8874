/**
 * What a page hands its form island after a no-JavaScript post (src/platform/server/forms/page-form.ts):
 * the values the visitor typed, the field messages and the message above the form. Empty on a GET.
 * Islands render `values` as their default values and `errors` as their first messages, so a refused
 * form looks the same with or without JavaScript.
 */
export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string[]>;
  formError: { title: string; error: string } | null;
}

export const emptyFormState = (): FormState => ({ values: {}, errors: {}, formError: null });

/**
 * A field's props from its form's state, by name: the value typed (after a refused post) and its first message.
 * `<TextField label="Subject" {...field('subject')} required />`.
 */
export const fieldOf =
  (values: Readonly<Record<string, string | undefined>>, errors: Readonly<Record<string, readonly string[] | undefined>>) =>
  (name: string) => ({ name, defaultValue: values[name], error: errors[name]?.[0] });
