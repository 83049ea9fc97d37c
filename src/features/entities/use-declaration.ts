// The declaration a page's entityKey names, or null for an unknown key (the page shows 404).
import { useMemo } from 'react';
import type { EntityDeclaration } from '../../domain/entity';
import { ENTITIES } from '../../domain/entities';

export function useDeclaration(entityKey: string): EntityDeclaration | null {
  return useMemo(() => ENTITIES.find((e) => e.key === entityKey) ?? null, [entityKey]);
}
