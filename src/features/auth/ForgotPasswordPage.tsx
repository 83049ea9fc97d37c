// Forgot password (spec §7: GET /api/User/ForgotPassword?username=…). The server answers the same
// neutral message whether or not the user exists; this page shows it as it comes.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { useAuthCalls } from '../../actors/auth-calls';
import { Button } from '../../components/Button';
import { AuthField, FormAlert } from './AuthField';
import styles from './AuthForm.module.css';

const forgotSchema = z.object({ userName: z.string().trim().min(1, 'Enter your user name') });
type ForgotValues = z.infer<typeof forgotSchema>;

export default function ForgotPasswordPage() {
  const { forgotPassword, describeError } = useAuthCalls();
  const request = useMutation({
    mutationFn: (values: ForgotValues) => forgotPassword(values.userName),
    // Shown on the page instead of as a toast.
    meta: { silent: true },
  });
  const { register, handleSubmit, formState } = useForm<ForgotValues>({
    resolver: zodResolver(forgotSchema),
    defaultValues: { userName: '' },
  });
  return (
    <>
      <h1>Forgot password</h1>
      <p className={styles.intro}>Enter your user name and we will email you how to reset your password.</p>
      <form className={styles.form} onSubmit={handleSubmit((values) => request.mutate(values))} noValidate>
        <FormAlert message={request.isSuccess ? request.data.message : null} tone="info" />
        <FormAlert message={request.isError ? describeError(request.error) : null} />
        <AuthField
          label="User name"
          autoComplete="username"
          autoFocus
          error={formState.errors.userName?.message}
          {...register('userName')}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={request.isPending}>
            Send reset email
          </Button>
          <Link to="/login">Back to sign in</Link>
        </div>
      </form>
    </>
  );
}
