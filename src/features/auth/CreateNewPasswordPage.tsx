// Create new password (spec §2.4, §4): a user flagged forceChangePassword replaces the default
// password before anything else. Submit → session.changePassword; the machine then holds the
// cleared session and the layout's guard takes the user to their landing page.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { selectIsChangingPassword, selectSessionError, usePasswordFieldErrors, useSessionActor, useSessionSelector } from '../../actors/hooks';
import { Button } from '../../components/Button';
import { AuthField, FormAlert } from './AuthField';
import styles from './AuthForm.module.css';
import { newPasswordFormSchema, PASSWORD_RULE_TEXT, type NewPasswordFormValues } from '../../domain/password';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export default function CreateNewPasswordPage() {
  const session = useSessionActor();
  const changing = useSessionSelector(selectIsChangingPassword);
  const error = useSessionSelector(selectSessionError);
  const serverFieldErrors = usePasswordFieldErrors();
  const [attempted, setAttempted] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<NewPasswordFormValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  // The server's per-field answer goes under its input; the first one takes the focus.
  useEffect(() => {
    if (!attempted) return;
    let focus = true;
    for (const field of FIELDS) {
      const messages = serverFieldErrors[field];
      if (!messages?.length) continue;
      setError(field, { type: 'server', message: messages.join('. ') }, { shouldFocus: focus });
      focus = false;
    }
  }, [attempted, serverFieldErrors, setError]);

  const onSubmit = (values: NewPasswordFormValues) => {
    setAttempted(true);
    session.send({ type: 'session.changePassword', currentPassword: values.currentPassword, newPassword: values.newPassword });
  };

  return (
    <>
      <h1>Create a new password</h1>
      <p className={styles.intro}>You signed in with a default password. Choose your own before you continue.</p>
      <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-busy={changing}>
        <FormAlert message={attempted && !changing ? error : null} />
        <AuthField
          label="Current (default) password"
          type="password"
          autoComplete="current-password"
          autoFocus
          error={formState.errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <AuthField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`${PASSWORD_RULE_TEXT}.`}
          error={formState.errors.newPassword?.message}
          {...register('newPassword')}
        />
        <AuthField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={changing}>
            {changing ? 'Saving…' : 'Save password'}
          </Button>
          <Button variant="ghost" onClick={() => session.send({ type: 'session.signOut' })}>
            Sign out
          </Button>
        </div>
      </form>
    </>
  );
}
