// /profile (spec §2.3): the signed-in user's details, with the ways to change them.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { roleLabel } from '../../domain/role-grants';
import { useSessionSelector } from '../../actors/hooks';
import { useApiClient } from '../../data/api-context';
import { profileQuery } from '../../data/profile';
import layout from '../../components/layout/Page.module.css';
import styles from './Profile.module.css';

export default function ProfilePage() {
  const client = useApiClient();
  const { data, isPending, isError } = useQuery(profileQuery(client));
  const roles = useSessionSelector((s) => s.context.auth?.roles ?? []);

  return (
    <div className={styles.page}>
      <h1>My Profile</h1>
      {isPending ? (
        <p role="status">Loading your profile…</p>
      ) : isError ? (
        <p role="alert">Your profile could not be loaded.</p>
      ) : (
        <section className={layout.stackedPanel} aria-labelledby="profile-details">
          <h2 id="profile-details">General information</h2>
          <dl className={styles.details}>
            <dt>User name</dt>
            <dd>{data.userName}</dd>
            <dt>Name</dt>
            <dd>
              {data.firstName} {data.lastName}
            </dd>
            <dt>Email</dt>
            <dd>{data.email}</dd>
            <dt>Phone</dt>
            <dd>{data.phone || '—'}</dd>
            <dt>Roles</dt>
            <dd>{roles.map(roleLabel).join(', ') || '—'}</dd>
            <dt>Building</dt>
            <dd>{data.buildingName ?? '—'}</dd>
          </dl>
          <div className={styles.actions}>
            <Link to="/profile/general-info-edit">Edit general information</Link>
            <Link to="/profile/password-edit">Change password</Link>
          </div>
        </section>
      )}
    </div>
  );
}
