// Server settings from the environment, read in one place.
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
