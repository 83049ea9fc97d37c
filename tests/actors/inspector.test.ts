// The dev inspector never sees tokens or passwords; it loads only when asked for.
import { createActor, fromPromise, setup, type InspectionEvent } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createDevInspector, inspectionRequested } from '../../src/actors/inspector';
import { MASK, maskInspectionEvent, maskSecrets } from '../../src/actors/inspector-mask';

describe('maskSecrets', () => {
  it('masks tokens and passwords at any depth and keeps everything else', () => {
    const auth = { accessToken: 'a.b.c', refreshToken: 'r-1', id: 7, userToken: { firstName: 'Ada' } };
    const value = { context: { auth, error: null }, list: [{ password: 'Demo!2026', userName: 'admin' }] };
    expect(maskSecrets(value)).toEqual({
      context: { auth: { accessToken: MASK, refreshToken: MASK, id: 7, userToken: { firstName: 'Ada' } }, error: null },
      list: [{ password: MASK, userName: 'admin' }],
    });
    // The original is left as it was: the actors keep working with the real tokens.
    expect(auth.accessToken).toBe('a.b.c');
  });

  it('masks the password-change fields and leaves empty values as they are', () => {
    expect(maskSecrets({ currentPassword: 'x', newPassword: 'y', password: null })).toEqual({
      currentPassword: MASK,
      newPassword: MASK,
      password: null,
    });
  });

  it('keeps class instances by reference and survives cycles', () => {
    class Ref {
      accessToken = 'kept-inside-a-class';
    }
    const ref = new Ref();
    const cyclic: Record<string, unknown> = { ref, accessToken: 't' };
    cyclic.self = cyclic;
    const masked = maskSecrets(cyclic);
    expect(masked.ref).toBe(ref);
    expect(masked.accessToken).toBe(MASK);
  });
});

describe('inspection events of a real actor', () => {
  it('a sign-in port input and the session context reach the inspector masked', async () => {
    const seen: InspectionEvent[] = [];
    const machine = setup({
      actors: { signIn: fromPromise(async ({ input }: { input: { userName: string; password: string } }) => ({ accessToken: `tok-${input.userName}` })) },
    }).createMachine({
      context: { auth: null as null | { accessToken: string } },
      initial: 'signingIn',
      states: {
        signingIn: {
          invoke: {
            src: 'signIn',
            input: { userName: 'admin', password: 'Demo!2026' },
            onDone: { target: 'done', actions: ({ context, event }) => void (context.auth = event.output) },
          },
        },
        done: {},
      },
    });
    const actor = createActor(machine, { inspect: (e) => seen.push(maskInspectionEvent(e)) }).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('done');
    const parts: unknown[] = seen.flatMap((e) => [('snapshot' in e ? e.snapshot : null), ('event' in e ? e.event : null)]);
    const text = JSON.stringify(parts);
    expect(text).not.toContain('Demo!2026');
    expect(text).not.toContain('tok-admin');
    expect(text).toContain(MASK);
    // The actor refs the inspector needs are passed through untouched.
    expect(seen.every((e) => typeof e.actorRef.sessionId === 'string')).toBe(true);
  });
});

describe('createDevInspector', () => {
  it('is off unless asked for, and only in development', () => {
    expect(inspectionRequested({ DEV: true }, '')).toBe(false);
    expect(inspectionRequested({ DEV: true }, '?inspect')).toBe(true);
    expect(inspectionRequested({ DEV: true, VITE_INSPECT: '1' }, '')).toBe(true);
    expect(inspectionRequested({ DEV: false, VITE_INSPECT: '1' }, '?inspect')).toBe(false);
    expect(createDevInspector(false)).toBeNull();
  });

  it('buffers masked events until attached, then forwards them in order; attaching twice loads once', async () => {
    const received: InspectionEvent[] = [];
    let loads = 0;
    const inspector = createDevInspector(true, async () => {
      loads += 1;
      return (event) => received.push(event);
    })!;
    const machine = setup({ types: { events: {} as { type: 'token.set'; accessToken: string } } }).createMachine({
      context: { refreshToken: 'secret-refresh' },
      on: { 'token.set': {} },
    });
    const actor = createActor(machine, { inspect: inspector.inspect }).start();
    actor.send({ type: 'token.set', accessToken: 'secret-access' });
    expect(received).toEqual([]);
    await Promise.all([inspector.attach(), inspector.attach()]);
    expect(loads).toBe(1);
    const buffered = received.length;
    expect(buffered).toBeGreaterThan(0);
    actor.send({ type: 'token.set', accessToken: 'later-secret' });
    expect(received.length).toBeGreaterThan(buffered);
    const text = JSON.stringify(received.map((e) => ({ ...e, actorRef: undefined, sourceRef: undefined })));
    expect(text).not.toMatch(/secret/);
    expect(received.map((e) => e.type)).toContain('@xstate.event');
    actor.stop();
  });
});
