// Another reference server besides the main one, started by the global setup with settings of its
// own: the setup starts a server only when no E2E_BASE_URL is given, and reads its settings from
// the environment, so they are set for the call and the worker's environment is put back after.
import globalSetup from '../global-setup';

/** `env` values to apply for the start; undefined unsets a variable. */
export async function startServerWith(env: Record<string, string | undefined>): Promise<{ url: string; stop: () => Promise<void> }> {
  const settings = { ...env, E2E_BASE_URL: undefined };
  const before = Object.fromEntries(Object.keys(settings).map((key) => [key, process.env[key]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  apply(settings);
  try {
    const stop = await globalSetup();
    const url = process.env.E2E_BASE_URL;
    if (!url || !stop) throw new Error(`a server with ${Object.keys(env).join(', ')} did not start`);
    return { url, stop };
  } finally {
    apply(before);
  }
}
