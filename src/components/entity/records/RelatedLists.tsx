// A record's related lists (issue #14 item 6), as its declaration names them: each the generic
// list of the other entity narrowed to this record (a filter the user cannot remove), whose Create
// opens that entity's form with this record chosen (?field=value, read by the create screen). On
// the view page, or on the edit page of a section without one (buildings).
import type { EntityRow } from '../../../data/entity-queries';
import type { EntityDeclaration } from '../../../domain/entity';
import { ENTITIES } from '../../../domain/entities';
import { hasPermission, Qualifier } from '../../../domain/permissions';
import { useEntitySession } from '../../../data/entity-session';
import { EntityList } from '../EntityList';

export function RelatedLists({ declaration, record }: { declaration: EntityDeclaration; record: EntityRow }) {
  const session = useEntitySession();
  const lists = (declaration.related ?? []).flatMap((related) => {
    const target = ENTITIES.find((e) => e.key === related.entity);
    // A list the session may not view is left out rather than shown as a 403.
    if (!target?.route || (session && !hasPermission(session.permissions, target.area, Qualifier.View))) return [];
    const value = record[related.parentField ?? 'id'];
    return typeof value === 'number' ? [{ related, target, value }] : [];
  });
  return (
    <>
      {lists.map(({ related, target, value }) => (
        <EntityList
          key={target.key}
          declaration={target}
          gridId={`${declaration.key}-related-${target.key}`}
          scope={{ field: related.field, operator: 'eq', value }}
          createSearch={new URLSearchParams({ [related.field]: String(value) }).toString()}
          headingLevel={2}
          gridHeight={360}
        />
      ))}
    </>
  );
}
