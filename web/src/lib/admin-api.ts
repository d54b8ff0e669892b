/**
 * Calls to /api/admin/**: the API client's calls with the operator's ID token, and the operator
 * data client with SPEC §9's defaults (its default query is SPEC §7's GET of the key).
 */
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson, getResponse, pathOf, postJson } from './api-client';
import { bearer } from './operator-auth';

export async function adminGet<T>(path: string): Promise<T> {
  return getJson<T>(path, { headers: await bearer() });
}

/** The raw answer of a GET (or, given a body, of a POST of it as JSON), for a file; failures throw as adminGet's do. */
export async function adminGetFile(path: string, body?: object): Promise<Response> {
  if (body === undefined) return getResponse(path, { headers: await bearer() });
  return getResponse(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(await bearer()) }, body: JSON.stringify(body) });
}

/** A POST with a JSON body (or none); the server's `error` field is the message of a failure. */
export async function adminPost<T extends object>(path: string, body?: unknown): Promise<T> {
  return postJson<T>(path, body, { credentials: 'include', headers: await bearer() });
}

const defaultQuery: QueryFunction = ({ queryKey }) => adminGet(pathOf(queryKey));

/** SPEC §9: no retries, no refetch on window focus, no polling by default, data never stale. */
export function createOperatorQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: defaultQuery, retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/**
 * Fetches a file with the operator's token (a plain link could not carry it), by a POST of `body`
 * when given, and saves it under the name the server gives, else `fallback`.
 */
export async function downloadAdminFile(path: string, fallback: string, body?: object): Promise<void> {
  const res = await adminGetFile(path, body);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
