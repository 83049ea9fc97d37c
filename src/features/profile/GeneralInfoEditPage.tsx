// /profile/general-info-edit: name, email and phone (PUT /api/User/UpdateProfile). The server's
// field errors land on their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button, toasts } from '../../components/index';
import { UnsavedChangesGuard } from '../../components/entity/UnsavedChangesGuard';
import { useApiClient } from '../../data/api-context';
import { profileQuery, useUpdateProfile, type Profile } from '../../data/profile';
import { FormField } from './FormField';
import { generalInfoSchema, type GeneralInfoForm } from './schemas';
import { applyServerErrors } from './server-errors';
import layout from '../../components/layout/Page.module.css';
import styles from './Profile.module.css';

const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

function GeneralInfoForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const { register, handleSubmit, setError, formState } = useForm<GeneralInfoForm>({
    resolver: zodResolver(generalInfoSchema),
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, email: profile.email, phone: profile.phone ?? '' },
  });
  const { errors, isSubmitting } = formState;
  // Saved: the guard stands down first, then the page leaves (a navigation in the same tick would
  // still meet the guard of the dirty form).
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (saved) void navigate('/profile');
  }, [saved, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ ...values, phone: values.phone === '' ? null : values.phone });
      toasts.success('Your details have been saved.');
      setSaved(true);
    } catch (error) {
      applyServerErrors(error, FIELDS, setError);
    }
  });

  return (
    <form className={layout.stackedPanel} onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={formState.isDirty && !saved} />
      <FormField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
      <FormField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <FormField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      {errors.root?.server ? (
        <p role="alert" className={styles.formError}>
          {errors.root.server.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          Save
        </Button>
        <Button onClick={() => void navigate('/profile')}>Cancel</Button>
      </div>
    </form>
  );
}

export default function GeneralInfoEditPage() {
  const client = useApiClient();
  const { data, isPending, isError } = useQuery(profileQuery(client));
  return (
    <div className={styles.page}>
      <h1>Edit general information</h1>
      {isPending ? <p role="status">Loading your profile…</p> : isError ? <p role="alert">Your profile could not be loaded.</p> : <GeneralInfoForm profile={data} />}
    </div>
  );
}
