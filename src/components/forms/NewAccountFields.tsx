/** The fields that create an account (name, e-mail, password twice): the visitor's /register and the business signup. */
import EmailField from '@/components/forms/EmailField';
import NewPasswordFields from '@/components/forms/NewPasswordFields';
import TextField from '@/components/forms/TextField';
import { registerSchema } from '@/lib/schemas/auth';
import { maxLengths } from '@/lib/schemas/limits';

/** The longest values the API accepts, from the schema that checks them. */
const limits = maxLengths(registerSchema);

interface Props {
  values: { firstName?: string; lastName?: string; email?: string };
  errors: Record<string, string[] | undefined>;
}

export default function NewAccountFields({ values, errors }: Props) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First Name"
          error={errors.firstName?.[0]}
          name="firstName"
          autoComplete="given-name"
          defaultValue={values.firstName}
          required
          maxLength={limits.firstName}
        />
        <TextField
          label="Last Name"
          error={errors.lastName?.[0]}
          name="lastName"
          autoComplete="family-name"
          defaultValue={values.lastName}
          required
          maxLength={limits.lastName}
        />
      </div>
      <EmailField defaultValue={values.email} error={errors.email?.[0]} />
      <div className="grid gap-5 sm:grid-cols-2">
        <NewPasswordFields labels={['Password', 'Confirm Password']} errors={errors} />
      </div>
    </>
  );
}
