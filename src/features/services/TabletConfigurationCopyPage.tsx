// /tablet-configuration/copy/:entityId (spec §2.2; guard: Create): copy a configuration with its
// buttons to another building the user may switch to.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Heading, RecordState } from '../../components/entity/EntityScreens';
import { toasts } from '../../components/toast/toast-store';
import { useApiClient } from '../../data/api-context';
import { switchableBuildingsQuery } from '../../data/buildings';
import { useEntitySession } from '../../data/entity-session';
import { errorMessage } from '../../data/errors';
import { useEntityRecord, useSessionScope } from '../../data/use-entity';
import { tabletConfigurationEntity } from '../../domain/entities/devices';
import { screenPath } from '../../domain/screen-paths';
import { Area, hasPermission, Qualifier } from '../../domain/permissions';
import { useCopyConfiguration, type CopiedConfiguration } from './copy-configuration';
import styles from './Services.module.css';
import layout from '../../components/layout/Page.module.css';

function useTargetBuildings() {
  const client = useApiClient();
  const scope = useSessionScope();
  const session = useEntitySession();
  const mayList = session !== null && hasPermission(session.permissions, Area.Role, Qualifier.SwitchBuilding);
  const query = useQuery({ ...switchableBuildingsQuery(client, scope), enabled: mayList });
  const others = (query.data ?? []).filter((b) => b.tenantId !== scope.tenantId);
  return { mayList, pending: mayList && query.isPending, buildings: others };
}

function CopyResult({ copied, building }: { copied: CopiedConfiguration; building: string }) {
  return (
    <div role="status" className={styles.choices}>
      <p>{`“${copied.name}” was copied to ${building}.`}</p>
      {copied.warnings && (
        <ul>
          {copied.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TabletCopy() {
  const navigate = useNavigate();
  const id = Number(useParams().entityId);
  const record = useEntityRecord(tabletConfigurationEntity, id);
  const targets = useTargetBuildings();
  const copy = useCopyConfiguration();
  const [target, setTarget] = useState<number | null>(null);
  if (!record.data) return <RecordState pending={record.isPending} error={record.error} />;
  const targetName = targets.buildings.find((b) => b.tenantId === target)?.name ?? '';
  const submit = () => {
    if (target === null) return;
    copy.mutate(
      { id, targetTenantId: target },
      { onSuccess: () => toasts.success(`Tablet configuration copied to ${targetName}.`), onError: (e) => toasts.error(errorMessage(e)) },
    );
  };
  return (
    <section className={layout.page}>
      <Heading title={`Copy tablet configuration: ${String(record.data.name)}`}>
        <Button onClick={() => navigate(screenPath(tabletConfigurationEntity, 'view', id))}>Back</Button>
      </Heading>
      <p>The settings and buttons are copied. A button on a collection service is kept only where the building has a service of the same name.</p>
      {!targets.mayList || (!targets.pending && targets.buildings.length === 0) ? (
        <p>There is no other building you may copy to.</p>
      ) : (
        <form
          className={styles.toolbar}
          aria-label="Copy form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label className={styles.field}>
            Target building
            <select className={styles.control} value={target ?? ''} onChange={(e) => setTarget(e.target.value === '' ? null : Number(e.target.value))}>
              <option value="">{targets.pending ? 'Loading…' : 'Select building...'}</option>
              {targets.buildings.map((b) => (
                <option key={b.tenantId} value={b.tenantId}>
                  {b.name}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="primary" disabled={target === null || copy.isPending}>
            Copy
          </Button>
        </form>
      )}
      {copy.data && <CopyResult copied={copy.data} building={targetName} />}
    </section>
  );
}

export default function TabletConfigurationCopyPage() {
  return (
    <TabletCopy />
  );
}
