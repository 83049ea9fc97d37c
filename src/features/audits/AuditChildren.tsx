// Spec §2.3: audit collections live inside a waste audit, level audits inside an infrastructure
// audit; they have no list of their own. The parent's view lists its children (the generic list,
// filtered to the parent, its links filled with the parent's id), and a child is created with its
// parent already chosen.
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { EntityCreateScreen, EntityViewScreen } from '../../components/entity/EntityScreens';
import { EntityList } from '../../components/entity/EntityList';
import { entityByKey } from '../../domain/entities';
import type { FilterLeaf } from '../../domain/grid';

export interface AuditChildren {
  /** The audit's entity key. */
  parent: string;
  /** The nested entity's key, and its field naming the audit. */
  child: string;
  parentField: string;
}

/** The child declaration with its route's :auditId filled, so its links lead inside this audit. */
function useChildDeclaration(child: string, auditId: number) {
  return useMemo(() => {
    const declaration = entityByKey(child);
    return { ...declaration, route: declaration.route?.replace(':auditId', String(auditId)) ?? null };
  }, [child, auditId]);
}

function ChildList({ child, parentField, auditId }: { child: string; parentField: string; auditId: number }) {
  const declaration = useChildDeclaration(child, auditId);
  const scope = useMemo<FilterLeaf>(() => ({ field: parentField, operator: 'eq', value: auditId }), [parentField, auditId]);
  return <EntityList declaration={declaration} gridId={`${child}-of-${auditId}`} scope={scope} headingLevel={2} />;
}

/** The audit's view with its nested records below it. */
export function AuditViewWithChildren({ parent, child, parentField }: AuditChildren) {
  const auditId = Number(useParams().entityId);
  return (
    <EntityViewScreen declaration={entityByKey(parent)}>
      <ChildList key={auditId} child={child} parentField={parentField} auditId={auditId} />
    </EntityViewScreen>
  );
}

/** The nested create screen, the audit of the route already chosen. */
export function AuditChildCreate({ child, parentField }: Omit<AuditChildren, 'parent'>) {
  const auditId = Number(useParams().auditId);
  return (
    <EntityCreateScreen declaration={entityByKey(child)} form={{ presets: { [parentField]: auditId } }} />
  );
}

