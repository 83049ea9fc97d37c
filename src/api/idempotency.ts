// Idempotency-Key for creates (issue #11 part 4): one key per form submission, so a double click or
// a retried request makes one record on the server (src/server/routes/generic/idempotency.ts).

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random UUID; crypto.randomUUID is missing outside secure contexts (plain http on a LAN). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The request headers that carry a key, or none. */
export function idempotencyHeaders(key: string | undefined): Record<string, string> | undefined {
  return key ? { [IDEMPOTENCY_HEADER]: key } : undefined;
}
