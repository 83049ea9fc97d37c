// Where a recent-activity row links: the entity's view screen, else its edit screen, else its list.
import { ENTITIES } from '../../domain/entities';

export function activityPath(entityKey: string, id: number): string | null {
  const declaration = ENTITIES.find((e) => e.key === entityKey);
  if (!declaration?.route) return null;
  if (declaration.screens.includes('view')) return `${declaration.route}/view/${id}`;
  if (declaration.screens.includes('edit')) return `${declaration.route}/edit/${id}`;
  return declaration.screens.includes('list') ? declaration.route : null;
}

export function entityLabel(entityKey: string): string {
  return ENTITIES.find((e) => e.key === entityKey)?.label ?? entityKey;
}
