// /profile/password-edit: POST /api/User/ChangePassword. At least 8 characters, letters and digits,
// different from the current password; the server checks the same and says which field is wrong.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button, toasts } from '../../components/index';
import { UnsavedChangesGuard } from '../../components/entity/UnsavedChangesGuard';
import { useChangePassword } from '../../data/profile';
import { FormField } from './FormField';
import { newPasswordFormSchema, PASSWORD_RULE_TEXT, type NewPasswordFormValues } from '../../domain/password';
import { applyServerErrors } from './server-errors';
import layout from '../../components/layout/Page.module.css';
import styles from './Profile.module.css';

const FIELDS = ['currentPassword', 'newPassword'] as const;

export default function PasswordEditPage() {
  const navigate = useNavigate();
  const change = useChangePassword();
  const { register, handleSubmit, setError, formState } = useForm<NewPasswordFormValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;
  // Saved: the guard stands down first, then the page leaves (a navigation in the same tick would
  // still meet the guard of the dirty form).
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (saved) void navigate('/profile');
  }, [saved, navigate]);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      toasts.success('Your password has been changed.');
      setSaved(true);
    } catch (error) {
      applyServerErrors(error, FIELDS, setError);
    }
  });

  return (
    <div className={styles.page}>
      <h1>Change password</h1>
      <form className={layout.stackedPanel} onSubmit={onSubmit} noValidate>
        <UnsavedChangesGuard when={formState.isDirty && !saved} />
        <FormField label="Current password" type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...register('currentPassword')} />
        <FormField label="New password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
        <FormField label="Confirm new password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        <p className={styles.hint}>{PASSWORD_RULE_TEXT}, different from the current password.</p>
        {errors.root?.server ? (
          <p role="alert" className={styles.formError}>
            {errors.root.server.message}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            Change password
          </Button>
          <Button onClick={() => void navigate('/profile')}>Cancel</Button>
        </div>
      </form>
    </div>
  );
}
