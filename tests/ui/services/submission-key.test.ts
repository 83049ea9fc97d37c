// One Idempotency-Key per submission (src/features/services/submission-key.ts): a retry of the same
// body sends the same key, so the server makes the records once; another body, or a submission
// after a success, sends a new one.
import { renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useSubmissionKey } from '../../../src/features/services/submission-key';

it('keeps the key for a retry of the same body, and changes it for another body or after a success', () => {
  const { result } = renderHook(() => useSubmissionKey());
  const keyOf = (body: unknown) => result.current.headersFor(body)['Idempotency-Key'];
  const first = keyOf({ id: 1, targetTenantId: 2 });
  expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(keyOf({ id: 1, targetTenantId: 2 })).toBe(first);
  const other = keyOf({ id: 1, targetTenantId: 3 });
  expect(other).not.toBe(first);
  result.current.succeeded();
  const afterSuccess = keyOf({ id: 1, targetTenantId: 3 });
  expect(afterSuccess).not.toBe(other);
  expect(keyOf({ id: 1, targetTenantId: 3 })).toBe(afterSuccess);
});
