/** What every module of catalog/src/api names first: the method and path the API mounts it on. */

export type Method = 'GET' | 'POST';

/** An API call: its method and its path (`:name` is a parameter, as Express writes it). */
export interface Endpoint {
  readonly method: Method;
  readonly path: `/api/${string}`;
}

/** The address of an endpoint, its `:name` parameters filled in (encoded). */
export function endpointPath(endpoint: Endpoint, params: Readonly<Record<string, string>> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
