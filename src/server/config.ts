// Server settings from the environment, read in one place; and `npm start`'s one option, --workers.
export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded database and files live here (DATA_DIR, default ./data). */
  dataDir: string;
  /** When set, PostgreSQL through node-postgres instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Signs access tokens; when unset one is generated once and kept in the database. */
  tokenSecret: string | undefined;
  /** How many reverse proxies to trust in X-Forwarded-For (sign-in throttling); 0 for none. */
  trustProxy: number;
  /** PUBLIC_URL: the address users open, which links handed out (signed PDF links) are built from. */
  publicUrl: string | undefined;
  /** CONFIG_SECRET_KEY: protects API-configuration secrets; unset, the access-token secret does. */
  configSecretKey: string | undefined;
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: intFrom(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    accessTokenTtlSeconds: intFrom(env.ACCESS_TOKEN_TTL_SECONDS, 3600),
    refreshTokenTtlSeconds: intFrom(env.REFRESH_TOKEN_TTL_SECONDS, 14 * 24 * 3600),
    tokenSecret: env.TOKEN_SECRET || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    configSecretKey: env.CONFIG_SECRET_KEY || undefined,
    // 'true' (the old switch) means the one proxy in front; trusting every hop is not offered.
    trustProxy: env.TRUST_PROXY === 'true' ? 1 : intFrom(env.TRUST_PROXY, 0),
  };
}

/** `npm start -- --workers N` (or --workers=N): how many server processes; 1 when not given. */
export type WorkersOption = { workers: number } | { error: string };

/** Most server processes one `npm start` forks: more than the cores only adds switching. */
export const MAX_WORKERS = 64;

export function workersOption(argv: readonly string[]): WorkersOption {
  const at = argv.findIndex((a) => a === '--workers' || a.startsWith('--workers='));
  if (at < 0) return { workers: 1 };
  const flag = argv[at]!;
  const text = flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : argv[at + 1];
  const n = text === undefined || !/^\d+$/.test(text) ? NaN : Number(text);
  if (!Number.isInteger(n) || n < 1 || n > MAX_WORKERS) {
    return { error: `--workers takes a whole number of processes from 1 to ${MAX_WORKERS} (got ${text === undefined ? 'nothing' : JSON.stringify(text)}).` };
  }
  return { workers: n };
}

/** Why several processes need PostgreSQL: PGlite is an embedded database inside one process. */
export const PGLITE_ONE_PROCESS =
  'Several server processes need a shared PostgreSQL: set DATABASE_URL. The embedded database (PGlite, ' +
  'under DATA_DIR) lives inside one process and its files cannot be opened by a second one; without ' +
  'DATABASE_URL run `npm start` without --workers.';
