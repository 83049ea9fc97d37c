// Where a recent-activity row links: the entity's view screen, else its edit screen, else its list.
import { ENTITIES } from '../../domain/entities';
import { listPath, recordPath } from '../../domain/screen-paths';

export function activityPath(entityKey: string, id: number): string | null {
  const declaration = ENTITIES.find((e) => e.key === entityKey);
  if (!declaration?.route) return null;
  return recordPath(declaration, id) ?? (declaration.screens.includes('list') ? listPath(declaration) : null);
}

export function entityLabel(entityKey: string): string {
  return ENTITIES.find((e) => e.key === entityKey)?.label ?? entityKey;
}
