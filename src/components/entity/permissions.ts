// Which actions a session may take on an entity. Without a session provider nothing is hidden:
// the server's permission check is the protection, a hidden button only a courtesy.
import type { EntitySession } from '../../data/entity-session';
import type { EntityDeclaration } from '../../domain/entity';
import type { EntityRow } from '../../data/entity-queries';
import { hasPermission, Qualifier } from '../../domain/permissions';
import { recordPath, type RouteParams } from '../../domain/screen-paths';

export interface EntityAbilities {
  create: boolean;
  edit: boolean;
  remove: boolean;
  exportToExcel: boolean;
}

export function entityAbilities(declaration: EntityDeclaration, session: EntitySession | null): EntityAbilities {
  const can = (qualifier: Qualifier) => session === null || hasPermission(session.permissions, declaration.area, qualifier);
  return {
    create: declaration.screens.includes('create') && can(Qualifier.Create),
    edit: declaration.screens.includes('edit') && can(Qualifier.Edit),
    remove: can(Qualifier.Delete),
    exportToExcel: can(Qualifier.ExportToExcel),
  };
}

/** Where a row opens: the one rule of src/domain/screen-paths.ts, with the session's edit right. */
export function rowTarget(
  declaration: EntityDeclaration,
  abilities: EntityAbilities,
  row: EntityRow,
  params: RouteParams = {},
): string | null {
  return recordPath(declaration, row.id, { params, record: row, canEdit: abilities.edit });
}

export { fillRoute } from '../../domain/screen-paths';
