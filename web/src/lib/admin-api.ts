/**
 * Calls to /api/admin/**: SPEC §7's default data call (GET of the query key joined with '/',
 * cookies included, `status: body` on failure) with the operator's ID token, and the operator
 * data client with SPEC §9's defaults.
 */
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson, pathOf } from './api-client';
import { bearer } from './operator-auth';

export async function adminGet<T>(path: string): Promise<T> {
  return getJson<T>(path, { headers: await bearer() });
}

/** A POST with a JSON body (or none); the server's `error` field is the message of a failure. */
export async function adminPost<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', ...(await bearer()) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const answer = (await res.json().catch(() => ({}))) as T & { error?: string };
  if (!res.ok) throw new Error(answer.error || `${res.status}: ${res.statusText}`);
  return answer;
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
