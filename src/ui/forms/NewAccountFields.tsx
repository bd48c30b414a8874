/** The fields that create an account (name, e-mail, password twice): the visitor's /register and the business signup. */
import EmailField from './EmailField.tsx';
import NewPasswordFields from './NewPasswordFields.tsx';
import TextField from './TextField.tsx';
import { registerSchema } from '#src/features/accounts/auth.schema.ts';
import { maxLengths } from '#src/platform/schemas/limits.ts';

/** The longest values the API accepts, from the schema that checks them. */
const limits = maxLengths(registerSchema);

/** The two name fields, in the order a form reads them. */
const nameFields = [
  { label: 'First Name', name: 'firstName', autoComplete: 'given-name' },
  { label: 'Last Name', name: 'lastName', autoComplete: 'family-name' },
] as const;

interface Props {
  values: { firstName?: string; lastName?: string; email?: string };
  errors: Record<string, string[] | undefined>;
}

export default function NewAccountFields({ values, errors }: Props) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {nameFields.map((field) => (
          <TextField
            key={field.name}
            {...field}
            error={errors[field.name]?.[0]}
            defaultValue={values[field.name]}
            required
            maxLength={limits[field.name]}
          />
        ))}
      </div>
      <EmailField defaultValue={values.email} error={errors.email?.[0]} />
      <div className="grid gap-5 sm:grid-cols-2">
        <NewPasswordFields labels={['Password', 'Confirm Password']} errors={errors} />
      </div>
    </>
  );
}
