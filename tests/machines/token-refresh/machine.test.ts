import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { tokenRefreshMachine } from '../../../machines/token-refresh';
import type { RefreshTokensInput, RefreshTokensOutput } from '../../../machines/token-refresh';

/** A refreshTokens fake whose outcome the test decides, counting its calls. */
function controllableRefresh() {
  const calls: RefreshTokensInput[] = [];
  let settle: { resolve(v: RefreshTokensOutput): void; reject(e: unknown): void } | null = null;
  const logic = fromPromise<RefreshTokensOutput, RefreshTokensInput>(({ input }) => {
    calls.push(input);
    return new Promise((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    calls,
    logic,
    resolve: (accessToken: string) => settle?.resolve({ accessToken }),
    reject: (error: unknown) => settle?.reject(error),
  };
}

function start() {
  const refresh = controllableRefresh();
  const signOut = vi.fn();
  const tokensRefreshed = vi.fn();
  const actor = createActor(
    tokenRefreshMachine.provide({
      actors: { refreshTokens: refresh.logic },
      actions: {
        signOut,
        tokensRefreshed: (_, params) => tokensRefreshed(params),
      },
    }),
  ).start();
  return { actor, refresh, signOut, tokensRefreshed };
}

describe('token-refresh machine', () => {
  it('starts idle at generation 0', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({
      generation: 0,
      lastError: null,
      failedToken: null,
      accessToken: null,
    });
  });

  it('absorbs requests while refreshing: one refresh, one new generation', async () => {
    const { actor, refresh, tokensRefreshed } = start();
    for (let i = 0; i < 10; i += 1) actor.send({ type: 'refresh.request', failedToken: 'old' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    await Promise.resolve();
    expect(refresh.calls).toEqual([{ failedToken: 'old' }]);
    refresh.resolve('new');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context).toMatchObject({ generation: 1, accessToken: 'new' });
    expect(tokensRefreshed).toHaveBeenCalledTimes(1);
    expect(tokensRefreshed).toHaveBeenCalledWith({ accessToken: 'new', generation: 1 });
  });

  it('does not refresh again for a token the last refresh already replaced', async () => {
    const { actor, refresh } = start();
    actor.send({ type: 'refresh.request', failedToken: 'old' });
    await Promise.resolve();
    refresh.resolve('new');
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'refresh.request', failedToken: 'old' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(refresh.calls).toHaveLength(1);
    // The current generation's token failing is a real expiry: refresh again.
    actor.send({ type: 'refresh.request', failedToken: 'new' });
    expect(actor.getSnapshot().value).toBe('refreshing');
  });

  it('fails and signs out once when the refresh is refused', async () => {
    const { actor, refresh, signOut } = start();
    actor.send({ type: 'refresh.request', failedToken: 'old' });
    actor.send({ type: 'refresh.request', failedToken: 'old' });
    await Promise.resolve();
    refresh.reject(new Error('The refresh token is invalid or expired.'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.lastError).toBe('The refresh token is invalid or expired.');
    expect(signOut).toHaveBeenCalledTimes(1);
    // A late asker with the same dead token gets the same answer without another refresh.
    actor.send({ type: 'refresh.request', failedToken: 'old' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(refresh.calls).toHaveLength(1);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('leaves failed on reset, and on a request from a new session', async () => {
    const { actor, refresh } = start();
    actor.send({ type: 'refresh.request', failedToken: 'old' });
    await Promise.resolve();
    refresh.reject('no auth data');
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.lastError).toBe('no auth data');
    actor.send({ type: 'refresh.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.lastError).toBeNull();

    actor.send({ type: 'refresh.request', failedToken: 'other' });
    await Promise.resolve();
    refresh.reject(new Error('x'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'refresh.request', failedToken: 'signed-in-again' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(actor.getSnapshot().context.lastError).toBeNull();
  });

  it('ignores reset outside failed', () => {
    const { actor } = start();
    actor.send({ type: 'refresh.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('fails when no refreshTokens implementation is provided', async () => {
    const actor = createActor(tokenRefreshMachine).start();
    actor.send({ type: 'refresh.request', failedToken: 't' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.lastError).toBe('refreshTokens is not provided');
  });
});
