// The reference API server as a Fastify instance: zod validation and serialisation, form and
// multipart bodies, the bearer-token hook, the error format, OpenAPI docs and the built SPA.
import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AuthContext } from './auth/grants';
import { installAuthHook } from './auth/guards';
import { loadTokenSecret } from './auth/secret';
import { isEmbedded, type Db } from './db/client';
import { installPlannerStatistics } from './db/planner-statistics';
import { installStatementCancel } from './db/request-statements';
import { installErrorHandler } from './errors';
import { limitGridBodies } from './grid/body-limit';
import { installDeployment } from './http/deployment';
import { installFileSweep } from './files/sweep';
import { installIdempotencySweep } from './routes/generic/idempotency';
import { closeUnusedConnectionsOnClose } from './http/close-unused-connections';
import { installCompression } from './http/compression';
import { installSecurityHeaders } from './http/security-headers';
import { installNulGuard } from './http/nul-characters';
import { docsRoutes } from './routes/docs';
import { installImportWorker } from './imports/worker';
import { installReportExportWorker } from './reports/jobs/install';
import { registerRoutes } from './routes';
import { spaRoutes } from './routes/spa';
import { MAX_UPLOAD_BYTES } from './limits';

export interface AppOptions {
  db: Db;
  /** Root of data files (uploads, exports) — DATA_DIR. */
  dataDir: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds?: number;
  /** TOKEN_SECRET; when absent the database-held secret is used. */
  tokenSecret?: string;
  /** PUBLIC_URL: links handed out are built from it; when absent they are relative. */
  publicUrl?: string;
  /** CONFIG_SECRET_KEY; when absent API-configuration secrets are protected by the token secret. */
  configSecretKey?: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * Reverse proxies in front of the server (TRUST_PROXY): the client address is taken that many
   * hops from the right of X-Forwarded-For, so entries a client adds itself are never trusted.
   */
  trustProxy?: number;
  /** The built SPA; served with a history fallback when it exists (default ./dist). */
  distDir?: string;
  /** Run the background-job worker in this process (default: unless BACKGROUND_JOBS=0). */
  backgroundJobs?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dataDir: string;
    auth: AuthContext;
  }
}

/** proxy-addr's rule for a number of hops (Fastify's types omit the number form); none: no proxy headers. */
const trustedHops = (hops: number) => (hops > 0 ? (_address: string, hop: number) => hop < hops : false);

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: trustedHops(options.trustProxy ?? 0), bodyLimit: MAX_UPLOAD_BYTES });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const secret = await loadTokenSecret(options.db, options.tokenSecret);
  installDeployment(app, options, secret);
  app.decorate('db', options.db);
  app.decorate('dataDir', path.resolve(options.dataDir));
  app.decorate('auth', {
    db: options.db,
    secret,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 14 * 24 * 3600,
  } satisfies AuthContext);

  await installSecurityHeaders(app);
  await installCompression(app, { embeddedDatabase: isEmbedded(options.db) });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20 } });
  installAuthHook(app, options.db, secret);
  installErrorHandler(app);
  installNulGuard(app);
  limitGridBodies(app);
  installStatementCancel(app);
  closeUnusedConnectionsOnClose(app);

  await docsRoutes(app);
  await registerRoutes(app);
  // Background jobs (architecture §6): an in-process worker; any number of processes may run one.
  const backgroundJobs = options.backgroundJobs ?? process.env.BACKGROUND_JOBS !== '0';
  installReportExportWorker(app, backgroundJobs);
  installImportWorker(app, backgroundJobs);
  installFileSweep(app);
  installIdempotencySweep(app);
  installPlannerStatistics(app, options.db);
  const spaFallback = await spaRoutes(app, options.distDir ?? 'dist');
  app.setNotFoundHandler((request, reply) => {
    if (spaFallback?.(request, reply)) return;
    return reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
  return app;
}
