// Imported first by src/main.tsx. Zod compiles fast parsers with new Function when it may; its
// probe for that, though caught, is reported by the browser as a violation of the server's
// Content-Security-Policy (no 'unsafe-eval': src/server/http/security-headers.ts). The SPA parses
// small bodies, so it runs Zod without the compiler and the probe never happens.
import { config } from 'zod/mini';

config({ jitless: true });
