// API answers compressed on the fly (issue #12 part 1) when the client takes br or gzip and the body
// is text above a threshold. Downloads that are compressed already (.xlsx is a zip, PDF, images)
// go out as they are, so their Content-Length and the client's download progress stay exact.
// The SPA's files are compressed at build time instead (src/server/routes/spa.ts).
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below about one TCP segment compressing saves no round trip. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const TEXT_TYPES = /^(application\/(json|problem\+json|javascript|xml)|text\/|image\/svg\+xml)/;

export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: TEXT_TYPES,
    // Request bodies are taken as sent: a compressed upload could expand past the body limit.
    globalDecompression: false,
  });
}
