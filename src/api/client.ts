// The one HTTP client (architecture §1, §5): base URL, headers, time-out, error classes, and the
// 401 → refresh → retry-once path through the token-refresh actor (spec §7, §8, §9).
import { buildHeaders } from './headers';
import { buildUrl, encodeBody, type FormFields, type QueryParams } from './encode';
import { isUnauthorized } from './errors';
import type { DownloadProgress } from './download-progress';
import { attempt, type ResponseType } from './transport';

/** Spec §9: 600000 ms (10 minutes). */
export const REQUEST_TIMEOUT_MS = 600_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface ActivityEvent {
  type: 'start' | 'end';
  /** Calls exempt from the loading overlay (spec §2.7) pass `silent: true`. */
  silent: boolean;
}

export interface ApiClientOptions {
  /** The app passes `import.meta.env.VITE_API_BASE_URL ?? ''` (same origin). */
  baseUrl: string;
  getAccessToken(): string | null;
  /** One id per browser session, sent as X-Client-Session-ID. */
  clientSessionId: string;
  /** Called once per 401 of a signed-in request; resolves with the token to retry with, or null. */
  onUnauthorized(failedToken: string): Promise<string | null>;
  onActivity?(event: ActivityEvent): void;
  /**
   * Resolves once no token refresh is in flight. Requests wait on it before they read the token
   * (spec §8: the refresh "takes a lock so that other requests wait"), so a request started during
   * a refresh goes out once, with the new token.
   */
  waitForUnlock?(): Promise<void> | undefined;
  /** Defaults to REQUEST_TIMEOUT_MS; tests shorten it. */
  timeoutMs?: number;
}

export interface ApiRequest {
  method: HttpMethod;
  path: string;
  query?: QueryParams;
  json?: unknown;
  form?: FormFields;
  formData?: FormData;
  silent?: boolean;
  headers?: Record<string, string>;
  /** How a 2xx body is read; JSON unless said otherwise. */
  responseType?: ResponseType;
  /**
   * For responseType 'blob': called with the bytes received so far and the whole size (null when
   * the server does not say), first with 0 once the answer's headers are in.
   */
  onDownloadProgress?: DownloadProgress;
  /**
   * False for the calls that are themselves the refresh (POST /token): a 401 there must not ask
   * the refresh lock, which would wait on itself.
   */
  retryOnUnauthorized?: boolean;
  /** Cancels the request (React Query passes one to every queryFn); it reaches `fetch`. */
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T>(request: ApiRequest): Promise<T>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  function send(request: ApiRequest, accessToken: string | null): Promise<unknown> {
    const { body, contentType } = encodeBody(request);
    const headers = {
      ...buildHeaders({
        accessToken,
        clientSessionId: options.clientSessionId,
        timezoneOffset: new Date().getTimezoneOffset(),
      }),
      ...(contentType ? { 'Content-Type': contentType } : {}),
      ...request.headers,
    };
    return attempt({
      url: buildUrl(options.baseUrl, request.path, request.query),
      method: request.method,
      headers,
      body,
      timeoutMs,
      responseType: request.responseType ?? 'json',
      onDownloadProgress: request.onDownloadProgress,
      signal: request.signal,
    });
  }

  async function sendWithRefresh(request: ApiRequest): Promise<unknown> {
    // The token call itself never waits: it is what the lock is waiting for.
    const refreshing = request.retryOnUnauthorized !== false ? options.waitForUnlock?.() : undefined;
    // No refresh running: the request leaves in this very task, not after the renders queued
    // meanwhile (the landing's requests at the sign-in answer, app/prefetch/sign-in.ts).
    if (refreshing) await refreshing;
    const token = options.getAccessToken();
    try {
      return await send(request, token);
    } catch (error) {
      if (!token || request.retryOnUnauthorized === false || !isUnauthorized(error)) throw error;
      const fresh = await options.onUnauthorized(token);
      if (!fresh) throw error;
      // Retried once: a second 401 is the caller's error.
      return await send(request, fresh);
    }
  }

  return {
    async request<T>(request: ApiRequest): Promise<T> {
      const silent = request.silent ?? false;
      options.onActivity?.({ type: 'start', silent });
      try {
        return (await sendWithRefresh(request)) as T;
      } finally {
        options.onActivity?.({ type: 'end', silent });
      }
    },
  };
}
