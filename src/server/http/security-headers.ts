// Security headers on every answer (issue #10 part 6) through @fastify/helmet, and no caching of
// API answers: a shared machine or a proxy must never keep a user's data or a token.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The Power BI embed (src/features/reports/PowerBiReport.tsx) frames the report from these origins. */
export const POWER_BI_FRAME_ORIGINS = ['https://app.powerbi.com', 'https://*.powerbi.com'];

/**
 * The built SPA loads only its own scripts. Styles need 'unsafe-inline': AG Grid's theming API and
 * Radix's scroll lock (react-remove-scroll) add <style> elements at run time, and a nonce would
 * need index.html rewritten per answer, which the precompressed static copy cannot be.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: POWER_BI_FRAME_ORIGINS,
  workerSrc: ["'self'", 'blob:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Helmet's default would move every request of a plain-HTTP installation (a LAN host) to https.
  upgradeInsecureRequests: null,
};

const NOT_CACHED = /^\/(api|token|files)(\/|$|\?)/i;

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (NOT_CACHED.test(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
