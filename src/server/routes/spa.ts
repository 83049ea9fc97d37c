// Serves the built SPA (dist/) and answers unknown non-API GETs with index.html, so that the
// client-side router can take deep links such as /collections/edit/12. Files go out as the build's
// brotli/gzip copies when the browser takes them (scripts/vite-precompress.ts); hashed assets are
// cached for good, index.html is revalidated so that a new build is picked up at once.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PATHS = /^\/(api|token|files)(\/|$|\?)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Vite names every file under assets/ by its content hash, so a changed file has a new URL. */
function cacheControlFor(root: string, filePath: string): string {
  return path.relative(root, filePath).split(path.sep)[0] === 'assets' ? IMMUTABLE : REVALIDATE;
}

/** Registers static serving when distDir holds a build; returns the history fallback, if any. */
export async function spaRoutes(
  app: FastifyInstance,
  distDir: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | null> {
  if (!existsSync(path.join(distDir, 'index.html'))) return null;
  const root = path.resolve(distDir);
  // The build's files are public: the sign-in page and its code load before any token exists.
  await app.routeDeclarations.publicWhile(() =>
    app.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlFor(root, filePath));
        // The answer depends on Accept-Encoding (a .br or .gz copy): caches must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    }),
  );
  return (request, reply) => {
    // HEAD as GET: Node sends the headers of a HEAD answer without its body.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || API_PATHS.test(request.url)) return false;
    void reply.sendFile('index.html');
    return true;
  };
}
