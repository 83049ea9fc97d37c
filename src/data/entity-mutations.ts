// Create, update and delete of one entity (architecture §5), each refreshing the lists of the
// entity's cache tag and of the entities that show it as a lookup label (spec §7 "Cache refresh").
// useRefreshingMutation is the one mutation helper: every feature's save goes through it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { entityClient, type EntityValues } from '../api/entities';
import type { EntityDeclaration } from '../domain/entity';
import { useApiClient } from './api-context';
import { invalidateTags, tagsToRefresh } from './cache-tags';

export { newIdempotencyKey } from '../api/idempotency';
export type { EntityValues } from '../api/entities';

/** idempotencyKey: one per form submission, so a retried or doubled submit creates one record. */
export function createEntity(client: ApiClient, declaration: EntityDeclaration, values: EntityValues, idempotencyKey?: string) {
  return entityClient(client, declaration).create(values, idempotencyKey);
}

export function updateEntity(client: ApiClient, declaration: EntityDeclaration, id: number, values: EntityValues) {
  return entityClient(client, declaration).update(id, values);
}

export function deleteEntity(client: ApiClient, declaration: EntityDeclaration, id: number) {
  return entityClient(client, declaration).delete(id);
}

export interface RefreshOptions<Output> {
  /** Whether an answer changed anything (a preview writes nothing); every success does by default. */
  changed?: (output: Output) => boolean;
}

/** A mutation that refreshes the cache tags a change to `declaration` makes stale (feature saves reuse it). */
export function useRefreshingMutation<Input, Output>(
  declaration: EntityDeclaration,
  run: (client: ApiClient, input: Input) => Promise<Output>,
  options: RefreshOptions<Output> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { changed } = options;
  return useMutation({
    mutationFn: (input: Input) => run(client, input),
    // The screens word their own failure (field errors on inputs, the rest as a toast).
    meta: { silent: true },
    onSuccess: async (output: Output) => {
      if (!changed || changed(output)) await invalidateTags(queryClient, tagsToRefresh(declaration));
    },
  });
}

export function useCreateEntity(declaration: EntityDeclaration) {
  return useRefreshingMutation(declaration, (client, input: { values: EntityValues; idempotencyKey?: string }) =>
    createEntity(client, declaration, input.values, input.idempotencyKey),
  );
}

export function useUpdateEntity(declaration: EntityDeclaration) {
  return useRefreshingMutation(declaration, (client, input: { id: number; values: EntityValues }) =>
    updateEntity(client, declaration, input.id, input.values),
  );
}

export function useDeleteEntity(declaration: EntityDeclaration) {
  return useRefreshingMutation(declaration, (client, id: number) => deleteEntity(client, declaration, id));
}
