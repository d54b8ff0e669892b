/**
 * Every call to the API goes through here. SPEC §7's default data call is a GET of the joined
 * path, cookies included, whose failure throws `status: body`; a POST sends JSON and throws the
 * answer's `error` field.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The field the server named as wrong, when it named one. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** A GET, cookies included; a non-successful answer throws `status: body` (or the status text when the body is empty). */
export async function getResponse(path: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(path, { credentials: 'include', ...init });
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, `${res.status}: ${text}`);
  }
  return res;
}

export async function getJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  return (await (await getResponse(path, init)).json()) as T;
}

export interface PostOptions<T> {
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
  /** Lets the request finish when the visitor leaves the page at once. */
  keepalive?: boolean;
  /** What a successful answer must hold besides a 2xx status, e.g. `ok: true` or a url. */
  accept?: (answer: T) => boolean;
}

/**
 * A POST of `body` as JSON (no body when undefined), answering the parsed JSON (an empty object
 * when the answer is not JSON). A failure throws an ApiError with the answer's `error` field as
 * its message, or `status: status text` when there is none.
 */
export async function postJson<T extends object>(path: string, body: unknown, { headers, credentials, keepalive, accept }: PostOptions<T> = {}): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    ...(credentials && { credentials }),
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body !== undefined && { body: JSON.stringify(body) }),
    ...(keepalive && { keepalive }),
  });
  const answer = (await res.json().catch(() => ({}))) as T & { error?: unknown; field?: unknown };
  if (!res.ok || (accept && !accept(answer))) {
    const message = typeof answer.error === 'string' && answer.error !== '' ? answer.error : `${res.status}: ${res.statusText}`;
    throw new ApiError(res.status, message, typeof answer.field === 'string' ? answer.field : undefined);
  }
  return answer;
}

/** `queryKey` segments joined with a slash, as SPEC's default query builds its address. */
export function pathOf(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join('/');
}
