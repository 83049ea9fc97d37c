// Serves the built SPA (dist/) and answers unknown non-API GETs with index.html, so that the
// client-side router can take deep links such as /collections/edit/12.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PATHS = /^\/(api|token|files)(\/|$|\?)/;

/** Registers static serving when distDir holds a build; returns the history fallback, if any. */
export async function spaRoutes(
  app: FastifyInstance,
  distDir: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | null> {
  if (!existsSync(path.join(distDir, 'index.html'))) return null;
  // The build's files are public: the sign-in page and its code load before any token exists.
  await app.routeDeclarations.publicWhile(() => app.register(fastifyStatic, { root: path.resolve(distDir), wildcard: false }));
  return (request, reply) => {
    if (request.method !== 'GET' || API_PATHS.test(request.url)) return false;
    void reply.sendFile('index.html');
    return true;
  };
}
