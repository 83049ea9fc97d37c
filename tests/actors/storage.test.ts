import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, COMPANY_CONFIG_STORAGE_KEY, readStoredAuth, writeStoredAuth } from '../../src/actors/storage';
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

  it.each([
    ['tokens but no permissions', ({ permissions: _, ...rest }: Record<string, unknown>) => rest],
    ['permissions that are not a list', (a: Record<string, unknown>) => ({ ...a, permissions: 'all' })],
    ['no user token', ({ userToken: _, ...rest }: Record<string, unknown>) => rest],
    ['an unknown role', (a: Record<string, unknown>) => ({ ...a, roles: ['wizard'] })],
    ['no editions', ({ appVersions: _, ...rest }: Record<string, unknown>) => rest],
  ])('refuses a stored session with %s, and clears it (the app starts signed out)', (_label, spoil) => {
    const storage = new FakeStorage();
    const auth = normalizeTokenResponse(rawTokenResponse(), 1000);
    writeStoredAuth(storage, auth);
    storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(spoil(JSON.parse(JSON.stringify(auth)) as Record<string, unknown>)));
    expect(readStoredAuth(storage)).toBeNull();
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(COMPANY_CONFIG_STORAGE_KEY)).toBeNull();
  });
});

describe('stored company configuration (key "companyConfigSlice", spec §9)', () => {
  it('is written with the session, read back on start, and cleared on sign-out', () => {
    const storage = new FakeStorage();
    const auth = normalizeTokenResponse(rawTokenResponse(), 1000);
    writeStoredAuth(storage, auth);
    expect(JSON.parse(storage.getItem(COMPANY_CONFIG_STORAGE_KEY)!)).toEqual({ companyName: 'GreenCycle', primaryColour: '#2E7D32', supportEmail: null });
    // Read back from its own key: the stored slice is the one the app starts with.
    storage.setItem(COMPANY_CONFIG_STORAGE_KEY, JSON.stringify({ companyName: 'GreenCycle Pty Ltd' }));
    expect(readStoredAuth(storage)?.companyConfiguration).toEqual({ companyName: 'GreenCycle Pty Ltd' });
    writeStoredAuth(storage, null);
    expect(storage.getItem(COMPANY_CONFIG_STORAGE_KEY)).toBeNull();
  });

  it('is absent for a session without one, and an unreadable slice falls back to the session\'s', () => {
    const storage = new FakeStorage();
    const auth = normalizeTokenResponse(rawTokenResponse({ companyConfiguration: 'null' }), 1000);
    writeStoredAuth(storage, auth);
    expect(storage.getItem(COMPANY_CONFIG_STORAGE_KEY)).toBeNull();
    const branded = normalizeTokenResponse(rawTokenResponse(), 1000);
    writeStoredAuth(storage, branded);
    storage.setItem(COMPANY_CONFIG_STORAGE_KEY, '{"colour":1}');
    expect(readStoredAuth(storage)?.companyConfiguration).toEqual(branded.companyConfiguration);
  });
});
