// URL and body encoding for the client: query strings, JSON, form-encoded and multipart bodies.

export type QueryScalar = string | number | boolean | Date | null | undefined;
export type QueryValue = QueryScalar | readonly QueryScalar[];
export type QueryParams = Record<string, QueryValue>;
export type FormFields = Record<string, string | number | boolean | null | undefined>;

function scalarText(value: Exclude<QueryScalar, null | undefined>): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** Arrays repeat the key (ASP.NET binds `id=1&id=2` to a list); null and undefined are left out. */
export function toSearchParams(values: Record<string, QueryValue>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items as readonly QueryScalar[]) {
      if (item !== null && item !== undefined) params.append(key, scalarText(item));
    }
  }
  return params;
}

export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const search = query ? toSearchParams(query).toString() : '';
  return `${base}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

export interface BodyParts {
  json?: unknown;
  form?: FormFields;
  formData?: FormData;
}

/**
 * The fetch body and its content type. Multipart and form bodies leave the content type to fetch,
 * which adds the multipart boundary and the form charset itself.
 */
export function encodeBody({ json, form, formData }: BodyParts): { body?: BodyInit; contentType?: string } {
  if (formData) return { body: formData };
  if (form) return { body: toSearchParams(form) };
  if (json !== undefined) return { body: JSON.stringify(json), contentType: 'application/json' };
  return {};
}
