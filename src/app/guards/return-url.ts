// Where a visitor was going when sent to sign in (spec §2.4 "the original location is kept"). It
// travels as ?returnUrl= so a reload of the sign-in page keeps it; only same-site paths are taken.
export const RETURN_URL_PARAM = 'returnUrl';

/** A path of this site ('/x…', not '//host' or 'http:'), else null. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** `base?returnUrl=<path>`; a path that is not worth returning to is left out. */
export function withReturnUrl(base: string, path: string | null): string {
  const safe = safeReturnPath(path);
  if (!safe || safe === '/' || safe.startsWith('/login')) return base;
  return `${base}?${new URLSearchParams({ [RETURN_URL_PARAM]: safe }).toString()}`;
}

export function returnUrlOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_URL_PARAM));
}
