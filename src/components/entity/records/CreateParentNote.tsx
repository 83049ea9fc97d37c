// The parent a create started from, named on the form ("Tenant: Acme Pty Ltd", "Building: Harbour
// Tower") when the form has no field showing it (a collection's tenant comes from its service).
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../data/api-context';
import { switchableBuildingsQuery } from '../../../data/buildings';
import { useEntityRecord, useSessionScope } from '../../../data/use-entity';
import { entityByKey } from '../../../domain/entities';
import styles from '../EntityPage.module.css';
import { rowTitle } from '../row-title';
import type { LookupNarrowing } from './create-presets';

function ParentName({ parent }: { parent: LookupNarrowing['parent'] }) {
  const declaration = entityByKey(parent.entity);
  const record = useEntityRecord(declaration, parent.id);
  return (
    <p className={styles.legend}>
      {parent.label}: <strong>{record.data ? rowTitle(declaration, record.data) : record.isError ? `#${parent.id}` : '…'}</strong>
    </p>
  );
}

export function CreateParentNote({ narrowings }: { narrowings: readonly LookupNarrowing[] }) {
  // One line per parent, however many lookups it narrows.
  const parents = [...new Map(narrowings.map((n) => [`${n.parent.entity}:${n.parent.id}`, n.parent])).values()];
  return (
    <>
      {parents.map((parent) => (
        <ParentName key={`${parent.entity}:${parent.id}`} parent={parent} />
      ))}
    </>
  );
}

/** The building a create started from, by name (the buildings the session may switch to). */
export function CreateBuildingNote({ tenantId }: { tenantId: number }) {
  const client = useApiClient();
  const buildings = useQuery(switchableBuildingsQuery(client, useSessionScope()));
  const name = buildings.data?.find((b) => b.tenantId === tenantId)?.name;
  return (
    <p className={styles.legend}>
      Building: <strong>{name ?? (buildings.isPending ? '…' : `#${tenantId}`)}</strong>
    </p>
  );
}
