// Spec §8: a failed query or mutation shows an error toast with errorMessage's text.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { wireErrorToasts } from '../../../src/app/feedback/error-toasts';

const shown: string[] = [];
const target = { error: (message: string) => shown.push(message) };
let client: QueryClient;
let unwire = () => {};

afterEach(() => {
  unwire();
  client.clear();
  shown.length = 0;
});

function wired() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  unwire = wireErrorToasts(client, target);
  return client;
}

const httpError = (status: number, data: unknown) => new ApiError('HTTP_ERROR', { status, data });

describe('wireErrorToasts', () => {
  it('a failed query shows the server message (spec §8 order)', async () => {
    const qc = wired();
    await qc.fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(httpError(400, { message: 'Bad filter', systemMessage: 'x' })) }).catch(() => {});
    expect(shown).toEqual(['Bad filter']);
  });

  it('a failed mutation shows a toast too', async () => {
    const qc = wired();
    const mutation = qc.getMutationCache().build(qc, { mutationFn: () => Promise.reject(httpError(409, { message: 'Duplicate name' })) });
    await mutation.execute(undefined).catch(() => {});
    expect(shown).toEqual(['Duplicate name']);
  });

  it('a transport failure is named by its class', async () => {
    const qc = wired();
    await qc.fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new ApiError('TIMEOUT_ERROR')) }).catch(() => {});
    expect(shown).toEqual(['An error ocurred. Status code: TIMEOUT_ERROR']);
  });

  it('silent queries and 401s (the session handles those) show nothing', async () => {
    const qc = wired();
    await qc.fetchQuery({ queryKey: ['c'], meta: { silent: true }, queryFn: () => Promise.reject(httpError(500, { message: 'x' })) }).catch(() => {});
    await qc.fetchQuery({ queryKey: ['d'], queryFn: () => Promise.reject(httpError(401, 'expired')) }).catch(() => {});
    expect(shown).toEqual([]);
  });

  it('a successful query shows nothing, and unwiring stops the toasts', async () => {
    const qc = wired();
    await qc.fetchQuery({ queryKey: ['e'], queryFn: () => Promise.resolve(1) });
    unwire();
    await qc.fetchQuery({ queryKey: ['f'], queryFn: () => Promise.reject(httpError(500, { message: 'late' })) }).catch(() => {});
    expect(shown).toEqual([]);
  });
});
