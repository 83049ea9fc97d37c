// Sign-in (spec §2.3, §7): user name and password → session.signIn. The session machine moves on;
// the layout's guard then takes the user where they were going or to their landing page.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { selectIsSigningIn, selectSessionError, useSessionActor, useSessionSelector } from '../../actors/hooks';
import { Button } from '../../components/Button';
import { AuthField, FormAlert } from './AuthField';
import styles from './AuthForm.module.css';

const signInSchema = z.object({
  userName: z.string().trim().min(1, 'Enter your user name'),
  password: z.string().min(1, 'Enter your password'),
});
type SignInValues = z.infer<typeof signInSchema>;

export default function LoginPage() {
  const session = useSessionActor();
  const signingIn = useSessionSelector(selectIsSigningIn);
  const error = useSessionSelector(selectSessionError);
  // The session keeps the last failure of any kind; this page shows only its own attempts'.
  const [attempted, setAttempted] = useState(false);
  const { register, handleSubmit, formState } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { userName: '', password: '' },
  });
  const onSubmit = (values: SignInValues) => {
    setAttempted(true);
    session.send({ type: 'session.signIn', userName: values.userName, password: values.password });
  };
  return (
    <>
      <h1>Sign in</h1>
      <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-busy={signingIn}>
        <FormAlert message={attempted && !signingIn ? error : null} />
        <AuthField
          label="User name"
          autoComplete="username"
          autoFocus
          error={formState.errors.userName?.message}
          {...register('userName')}
        />
        <AuthField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={signingIn}>
            {signingIn ? 'Signing in…' : 'Sign in'}
          </Button>
          <Link to="/forgotPassword">Forgot password?</Link>
        </div>
      </form>
    </>
  );
}
