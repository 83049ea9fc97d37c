// Which actions a session may take on an entity. Without a session provider nothing is hidden:
// the server's permission check is the protection, a hidden button only a courtesy.
import type { EntitySession } from '../../data/entity-session';
import type { EntityDeclaration } from '../../domain/entity';
import { hasPermission, Qualifier } from '../../domain/permissions';

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

/** Where a row opens: its view screen, else its edit screen, else nowhere. */
export function rowTarget(
  declaration: EntityDeclaration,
  abilities: EntityAbilities,
  id: number,
  params: Readonly<Record<string, string | undefined>> = {},
): string | null {
  if (!declaration.route) return null;
  const base = fillRoute(declaration.route, params);
  if (declaration.screens.includes('view')) return `${base}/view/${id}`;
  if (abilities.edit) return `${base}/edit/${id}`;
  return null;
}

/** A route base with its parameters filled in ('/waste-audits/:auditId/…' inside an audit). */
export function fillRoute(route: string, params: Readonly<Record<string, string | undefined>>): string {
  return route.replace(/:([A-Za-z]+)/g, (whole, name: string) => params[name] ?? whole);
}
