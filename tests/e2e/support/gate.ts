// Holds matching requests until released, so a test can look at the page while a call is pending
// (the "signing in…" moment) and then let the server answer.
import type { Page, Request } from '@playwright/test';

export interface Gate {
  /** Resolves once a matching request has arrived and is being held. */
  arrived(): Promise<void>;
  release(): Promise<void>;
}

/** Holds the first request to `url` that `matches`; later ones pass. */
export async function holdNext(page: Page, url: string, matches: (request: Request) => boolean = () => true): Promise<Gate> {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  let markArrived: () => void = () => {};
  const arrival = new Promise<void>((resolve) => (markArrived = resolve));
  let held = false;
  await page.route(url, async (route) => {
    if (held || !matches(route.request())) return route.fallback();
    held = true;
    markArrived();
    await opened;
    await route.continue();
  });
  return {
    arrived: () => arrival,
    // The handler stays: having held its one request, it passes every later one on.
    async release() {
      open();
    },
  };
}
