import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, readStoredAuth, writeStoredAuth } from '../../src/actors/storage';
import { normalizeTokenResponse } from '../../src/api/token-response';
import { rawTokenResponse } from '../api/support/token-wire';
import { FakeStorage } from './support/browser-fakes';

describe('stored auth (key "auth")', () => {
  it('round-trips the AuthData JSON and clears it on null', () => {
    const storage = new FakeStorage();
    const auth = normalizeTokenResponse(rawTokenResponse(), 1000);
    writeStoredAuth(storage, auth);
    expect(JSON.parse(storage.getItem(AUTH_STORAGE_KEY)!)).toEqual(auth);
    expect(readStoredAuth(storage)).toEqual(auth);
    writeStoredAuth(storage, null);
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(readStoredAuth(storage)).toBeNull();
  });

  it.each(['not json', '"a string"', 'null', '{"accessToken":"a"}', '{"accessToken":"a","refreshToken":"r","expiresAt":"soon"}'])(
    'reads %s as no session',
    (text) => {
      const storage = new FakeStorage();
      storage.setItem(AUTH_STORAGE_KEY, text);
      expect(readStoredAuth(storage)).toBeNull();
    },
  );
});
