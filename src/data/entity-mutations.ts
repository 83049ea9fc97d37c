// Create, update and delete of one entity (architecture §5), each refreshing the lists of the
// entity's cache tag and of the entities that show it as a lookup label (spec §7 "Cache refresh").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { idempotencyHeaders } from '../api/idempotency';
import type { EntityDeclaration } from '../domain/entity';
import { useApiClient } from './api-context';
import { invalidateTags, tagsToRefresh } from './cache-tags';
import { entityPath, type EntityRow } from './entity-queries';

export { newIdempotencyKey } from '../api/idempotency';

export type EntityValues = Record<string, unknown>;

/** idempotencyKey: one per form submission, so a retried or doubled submit creates one record. */
export function createEntity(client: ApiClient, declaration: EntityDeclaration, values: EntityValues, idempotencyKey?: string) {
  return client.request<EntityRow>({ method: 'POST', path: entityPath(declaration, 'CreateEntity'), json: values, headers: idempotencyHeaders(idempotencyKey) });
}

export function updateEntity(client: ApiClient, declaration: EntityDeclaration, id: number, values: EntityValues) {
  return client.request<EntityRow>({ method: 'PUT', path: entityPath(declaration, 'PutEntity'), json: { ...values, id } });
}

export function deleteEntity(client: ApiClient, declaration: EntityDeclaration, id: number) {
  return client.request<{ id: number }>({ method: 'DELETE', path: entityPath(declaration, `Delete/${id}`) });
}

/** A mutation that refreshes the cache tags a change to `declaration` makes stale (feature saves reuse it). */
export function useRefreshingMutation<Input, Output>(declaration: EntityDeclaration, run: (client: ApiClient, input: Input) => Promise<Output>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => run(client, input),
    // The screens word their own failure (field errors on inputs, the rest as a toast).
    meta: { silent: true },
    onSuccess: () => invalidateTags(queryClient, tagsToRefresh(declaration)),
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
