// API answers compressed on the fly (issue #12 part 1) when the client takes br or gzip and the body
// is text above a threshold. Downloads that are compressed already (.xlsx is a zip, PDF, images)
// go out as they are, so their Content-Length and the client's download progress stay exact.
// The SPA's files are compressed at build time instead (src/server/routes/spa.ts).
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below about one TCP segment compressing saves no round trip. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * On PostgreSQL, answers up to this size are compressed in one call, not through a zlib stream. The
 * plugin's default on two cores is 8 KiB, which sent a 20-row grid page (~15 KiB) through a stream
 * per answer, whose setup and scheduling cost more than the compression: over 1,000,000 collections
 * with 20 clients, one call gave p99 83–86 ms and 333–361 req/s against 105–135 ms and 273–296.
 * Brotli at quality 4 takes well under a millisecond for 64 KiB; larger answers still stream.
 * On PGlite the database runs on the event loop's own thread, and the stream's work on libuv's
 * threads is the one the process does beside it: there one call raised the grid's p99 (336 →
 * 430 ms over 106k collections), so the plugin's default stays.
 */
export const SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;

const TEXT_TYPES = /^(application\/(json|problem\+json|javascript|xml)|text\/|image\/svg\+xml)/;

export async function installCompression(app: FastifyInstance, options: { embeddedDatabase: boolean }): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    ...(options.embeddedDatabase ? {} : { syncThreshold: SYNC_COMPRESSION_MAX_BYTES }),
    encodings: ['br', 'gzip'],
    customTypes: TEXT_TYPES,
    // Request bodies are taken as sent: a compressed upload could expand past the body limit.
    globalDecompression: false,
  });
}
