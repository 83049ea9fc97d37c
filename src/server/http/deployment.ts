// Settings of the deployment that routes read (config.ts reads them from the environment):
// the public URL that links handed out are built from — never the request's Host header, which a
// client chooses — and the key that protects API-configuration secrets.
import type { FastifyInstance } from 'fastify';

export interface Deployment {
  /** PUBLIC_URL without a trailing slash (e.g. https://waste.example.com), or null: links are relative. */
  publicUrl: string | null;
  /** CONFIG_SECRET_KEY when set, otherwise the access-token secret (routes/hooks/api-configurations.ts). */
  configSecretKey: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deployment: Deployment;
  }
}

/** A usable PUBLIC_URL (http or https, no query or fragment) without its trailing slash; throws otherwise. */
export function parsePublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL is not a URL: ${value}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username) {
    throw new Error(`PUBLIC_URL must be an http(s) address without credentials, query or fragment: ${value}`);
  }
  return url.href.replace(/\/+$/, '');
}

export function installDeployment(app: FastifyInstance, settings: { publicUrl?: string; configSecretKey?: string }, tokenSecret: string): void {
  app.decorate('deployment', {
    publicUrl: settings.publicUrl ? parsePublicUrl(settings.publicUrl) : null,
    configSecretKey: settings.configSecretKey || tokenSecret,
  } satisfies Deployment);
}

/** A link to a path of this server as a user's browser should open it. */
export function publicLink(app: FastifyInstance, pathAndQuery: string): string {
  return `${app.deployment.publicUrl ?? ''}${pathAndQuery}`;
}
