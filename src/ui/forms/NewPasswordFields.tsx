/** A new password typed twice: the register, signup and reset-password forms. */
import PasswordInput from './PasswordInput.tsx';

interface Props {
  labels: readonly [password: string, confirmPassword: string];
  errors: { password?: string[]; confirmPassword?: string[] };
}

export default function NewPasswordFields({ labels, errors }: Props) {
  return (
    <>
      <PasswordInput name="password" label={labels[0]} autoComplete="new-password" minLength={8} error={errors.password?.[0]} />
      <PasswordInput
        name="confirmPassword"
        label={labels[1]}
        autoComplete="new-password"
        minLength={8}
        error={errors.confirmPassword?.[0]}
      />
    </>
  );
}
