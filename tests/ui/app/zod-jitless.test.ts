// The SPA turns zod's compiler off without importing zod (src/app/zod-jitless.ts): zod must read it.
import { describe, expect, it } from 'vitest';
import '../../../src/app/zod-jitless';
import { config } from 'zod/mini';

describe('zod-jitless', () => {
  it("sets the configuration zod's own config() reads", () => {
    expect(config().jitless).toBe(true);
  });
});
