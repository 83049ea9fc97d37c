// Sign-in (spec §2.3, §7): user name and password → session.signIn. The session machine moves on;
// the layout's guard then takes the user where they were going or to their landing page.
//
// Two fields, checked by their zod schema: a form library (react-hook-form, 12 KB on the wire)
// would be a tenth of the JavaScript the sign-in page may load (#12: ≤ 110 KB), so the page keeps
// its own state. What is missing is said after a submit, the first such field focused, and the
// check follows the typing from then on.
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { selectIsSigningIn, selectSessionError, useSessionActor, useSessionSelector } from '../../actors/hooks';
import { Button } from '../../components/Button';
import { AuthField, FormAlert } from './AuthField';
import styles from './AuthForm.module.css';
import type { SignInCheck, SignInErrors, SignInValues } from './sign-in-schema';

type Check = (values: SignInValues) => SignInCheck;

// The schema (and zod) load on the first keystroke (or submit), not to show the page. Import()
// caches the module, so this costs one fetch.
const loadCheck = (): Promise<Check> => import('./sign-in-schema').then((module) => module.checkSignIn);

export default function LoginPage() {
  const session = useSessionActor();
  const signingIn = useSessionSelector(selectIsSigningIn);
  const error = useSessionSelector(selectSessionError);
  // The session keeps the last failure of any kind; this page shows only its own attempts'.
  const [attempted, setAttempted] = useState(false);
  const [values, setValues] = useState<SignInValues>({ userName: '', password: '' });
  const [errors, setErrors] = useState<SignInErrors>({});
  const submitted = useRef(false);
  const check = useRef<Check | null>(null);
  const fields = { userName: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const load = async (): Promise<Check> => (check.current ??= await loadCheck());
  const change = (field: keyof SignInValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted.current && check.current) {
      const result = check.current(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const result = (await load())(values);
    if (!result.ok) {
      setErrors(result.errors);
      fields[result.errors.userName !== undefined ? 'userName' : 'password'].current?.focus();
      return;
    }
    setErrors({});
    setAttempted(true);
    session.send({ type: 'session.signIn', userName: result.data.userName, password: result.data.password });
  };
  return (
    <>
      <h1>Sign in</h1>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} onInput={() => void load()} noValidate aria-busy={signingIn}>
        <FormAlert message={attempted && !signingIn ? error : null} />
        <AuthField
          ref={fields.userName}
          name="userName"
          label="User name"
          autoComplete="username"
          autoFocus
          value={values.userName}
          onChange={change('userName')}
          error={errors.userName}
        />
        <AuthField
          ref={fields.password}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
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
