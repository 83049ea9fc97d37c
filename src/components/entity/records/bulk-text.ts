// The words of bulk actions: counts as a person writes them ("Delete 3 collections?") and the
// server's per-row refusals summed up by reason.
import { BULK_REFUSAL_LABELS, BULK_REFUSALS, type BulkResult } from '../../../domain/bulk';
import type { EntityDeclaration } from '../../../domain/entity';

/** "1 collection", "1,234 collections". */
export function countOf(declaration: Pick<EntityDeclaration, 'label' | 'labelPlural'>, count: number): string {
  const noun = count === 1 ? declaration.label : declaration.labelPlural;
  return `${count.toLocaleString('en-AU')} ${noun.toLowerCase()}`;
}

/** "3 collections deleted. 1 not: outside your buildings or tenant (1)." */
export function bulkResultText(declaration: Pick<EntityDeclaration, 'label' | 'labelPlural'>, result: BulkResult, done: string): string {
  const changed = `${countOf(declaration, result.changed)} ${done}.`;
  if (result.refused.length === 0) return changed;
  const reasons = BULK_REFUSALS.flatMap((reason) => {
    const n = result.refused.filter((r) => r.reason === reason).length;
    return n > 0 ? [`${BULK_REFUSAL_LABELS[reason]} (${n.toLocaleString('en-AU')})`] : [];
  });
  return `${changed} ${result.refused.length.toLocaleString('en-AU')} not ${done}: ${reasons.join(', ')}.`;
}
