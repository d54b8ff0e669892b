/**
 * SPEC §7's default data call: a GET of the joined path, cookies included, read as JSON; a
 * non-successful answer throws `status: body` (or the status text when the body is empty).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function getJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(path, { credentials: 'include', ...init });
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, `${res.status}: ${text}`);
  }
  return (await res.json()) as T;
}

/** `queryKey` segments joined with a slash, as SPEC's default query builds its address. */
export function pathOf(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join('/');
}
