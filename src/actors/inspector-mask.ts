// What the dev inspector may see: tokens and passwords never leave the page, even to a dev tool.
export const MASKED_KEYS: ReadonlySet<string> = new Set(['accessToken', 'refreshToken', 'password', 'currentPassword', 'newPassword']);
export const MASK = '***';

const isPlain = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * A copy of `value` with every masked key's value replaced, through plain objects and arrays.
 * Anything else (actor refs, machines, class instances) is kept by reference: the inspector needs
 * them as they are, and they hold no secrets of their own. Cycles are cut.
 */
export function maskSecrets<T>(value: T, seen: WeakSet<object> = new WeakSet()): T {
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return value;
  if (Array.isArray(value)) {
    seen.add(value);
    return value.map((item: unknown) => maskSecrets(item, seen)) as T;
  }
  if (!isPlain(value)) return value;
  seen.add(value);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = MASKED_KEYS.has(key) && item !== null && item !== undefined ? MASK : maskSecrets(item, seen);
  }
  return copy as T;
}

/** An inspection event with its snapshot, event and input masked (the actor ref kept). */
export function maskInspectionEvent<T extends object>(event: T): T {
  const masked = { ...event } as Record<string, unknown>;
  for (const key of ['snapshot', 'event', 'input'] as const) {
    if (key in masked) masked[key] = maskSecrets(masked[key]);
  }
  return masked as T;
}
