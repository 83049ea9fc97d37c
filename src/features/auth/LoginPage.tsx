// Sign-in (spec §2.3, §7): user name and password → session.signIn. The session machine moves on;
// the layout's guard then takes the user where they were going or to their landing page.
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { selectIsSigningIn, selectSessionError, useSessionActor, useSessionSelector } from '../../actors/hooks';
import { Button } from '../../components/Button';
import { AuthField, FormAlert } from './AuthField';
import styles from './AuthForm.module.css';
import type { SignInValues } from './sign-in-schema';

// The schema (and zod) load on the first keystroke (or submit), not to show the page: the /login
// JavaScript has a budget (issue 4). Import() caches the module, so this costs one fetch.
const loadResolver = () => import('./sign-in-schema').then((module) => module.signInResolver);
const signInResolver: Resolver<SignInValues> = async (values, context, options) =>
  (await loadResolver())(values, context, options);

export default function LoginPage() {
  const session = useSessionActor();
  const signingIn = useSessionSelector(selectIsSigningIn);
  const error = useSessionSelector(selectSessionError);
  // The session keeps the last failure of any kind; this page shows only its own attempts'.
  const [attempted, setAttempted] = useState(false);
  const { register, handleSubmit, formState } = useForm<SignInValues>({
    resolver: signInResolver,
    defaultValues: { userName: '', password: '' },
  });
  const onSubmit = (values: SignInValues) => {
    setAttempted(true);
    session.send({ type: 'session.signIn', userName: values.userName, password: values.password });
  };
  return (
    <>
      <h1>Sign in</h1>
      <form
        className={styles.form}
        onSubmit={handleSubmit(onSubmit)}
        onInput={() => void loadResolver()}
        noValidate
        aria-busy={signingIn}
      >
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
