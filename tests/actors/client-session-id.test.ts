import { describe, expect, it } from 'vitest';
import { CLIENT_SESSION_ID_KEY, clientSessionId } from '../../src/actors/client-session-id';
import { FakeStorage } from './support/browser-fakes';

describe('clientSessionId', () => {
  it('creates one uuid per browser session and keeps it', () => {
    const storage = new FakeStorage();
    const first = clientSessionId(storage);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(clientSessionId(storage)).toBe(first);
    expect(storage.getItem(CLIENT_SESSION_ID_KEY)).toBe(first);
    expect(clientSessionId(new FakeStorage())).not.toBe(first);
  });

  it('still gives an id where there is no session storage', () => {
    expect(clientSessionId(null)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
