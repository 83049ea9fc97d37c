// One Idempotency-Key per submission of the creates that make more than one record (bulk create,
// tablet configuration copy), as the entity form sends one per create: a retry or a double click
// of the same choices sends the same key, so the server makes the records once and answers the
// first answer again (src/server/routes/generic/idempotency.ts). Other choices, or a submission
// after one that succeeded, get a new key.
import { useMemo, useRef } from 'react';
import { newIdempotencyKey } from '../../data/entity-mutations';

/** The request header the server reads the key from (IETF draft-ietf-httpapi-idempotency-key-header). */
const HEADER = 'Idempotency-Key';

export interface SubmissionKey {
  /** The headers for sending `body`: the pending submission's key when the body is the same. */
  headersFor(body: unknown): Record<string, string>;
  /** The submission got its answer: the next one is a new request. */
  succeeded(): void;
}

export function useSubmissionKey(): SubmissionKey {
  const pending = useRef<{ body: string; key: string } | null>(null);
  return useMemo(
    () => ({
      headersFor(body) {
        const sent = JSON.stringify(body);
        if (pending.current?.body !== sent) pending.current = { body: sent, key: newIdempotencyKey() };
        return { [HEADER]: pending.current.key };
      },
      succeeded() {
        pending.current = null;
      },
    }),
    [],
  );
}
