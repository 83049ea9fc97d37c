// Imported first by src/main.tsx. Zod compiles fast parsers with new Function when it may; its
// probe for that, though caught, is reported by the browser as a violation of the server's
// Content-Security-Policy (no 'unsafe-eval': src/server/http/security-headers.ts). The SPA parses
// small bodies, so it runs Zod without the compiler and the probe never happens.
//
// Zod 4 keeps its configuration on globalThis.__zod_globalConfig (zod/v4/core/core.js, which
// config() writes to): setting it here spares the sign-in page zod's core, which importing
// config() would load (#12: the /login JavaScript budget). tests/ui/app/zod-jitless.test.ts checks
// that zod reads it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
