import { apiDownload, apiRequest, buildUrl, type RequestOptions } from '@/lib/api-client';
import type { paths } from './api-schema.gen';

/**
 * The API called by its documented paths (ADR 0035): the path, its parameters, the body and the answer are the
 * types generated from the API's OpenAPI document, so a wrong path or shape fails the type check.
 */
export type ApiPath = keyof paths;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>;

/** The paths that document method M. */
export type PathsFor<M extends Method> = {
  [P in ApiPath]: paths[P][M] extends undefined ? never : P;
}[ApiPath];

type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type Responses<O> = O extends { responses: infer R } ? R : never;
/** The body of the success answer (200 or 201; a 204 is void). */
export type ApiResponse<P extends ApiPath, M extends Method> =
  Responses<Operation<P, M>> extends infer R
    ? 200 extends keyof R
      ? JsonOf<R[200]>
      : 201 extends keyof R
        ? JsonOf<R[201]>
        : void
    : never;

type RequestBodyOf<O> = O extends { requestBody?: infer R } ? NonNullable<R> : never;
/** The JSON body the operation takes (never when it takes none). */
export type ApiBody<P extends ApiPath, M extends Method> = [RequestBodyOf<Operation<P, M>>] extends [never]
  ? never
  : RequestBodyOf<Operation<P, M>> extends { content: { 'application/json': infer B } }
    ? B
    : never;

type Parameters<O> = O extends { parameters: infer X } ? X : never;
type PathParams<O> = Parameters<O> extends { path: infer X } ? (X extends Record<string, unknown> ? X : never) : never;
/** The query string the operation reads. */
export type ApiQuery<P extends ApiPath, M extends Method> =
  Parameters<Operation<P, M>> extends { query?: infer Q } ? (Q extends Record<string, unknown> ? Q : never) : never;

type PathOption<O> = [PathParams<O>] extends [never] ? { path?: never } : { path: PathParams<O> };
type QueryOption<P extends ApiPath, M extends Method> = [ApiQuery<P, M>] extends [never]
  ? { query?: never }
  : { query?: ApiQuery<P, M> };
type BodyOption<P extends ApiPath, M extends Method> = [ApiBody<P, M>] extends [never]
  ? { body?: never }
  : { body: ApiBody<P, M> };

export type ApiOptions<P extends ApiPath, M extends Method> = PathOption<Operation<P, M>> &
  QueryOption<P, M> &
  BodyOption<P, M> & { signal?: AbortSignal };

/** The options as the untyped client reads them (their types were checked at the call). */
const unpack = (options: unknown) =>
  (options ?? {}) as {
    path?: Record<string, unknown>;
    query?: RequestOptions['query'];
    body?: unknown;
    signal?: AbortSignal;
  };

/** `/api/clients/{id}` with `{ id }` → `/api/clients/3f…`, each value URL-encoded. */
export function fillPath(template: string, params?: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value as string | number));
  });
}

function call<M extends Method, P extends PathsFor<M>>(
  method: M,
  path: P,
  options?: ApiOptions<P, M>,
): Promise<ApiResponse<P, M>> {
  const { path: params, query, body, signal } = unpack(options);
  return apiRequest<ApiResponse<P, M>>(method.toUpperCase() as Uppercase<M>, fillPath(path, params), {
    query,
    body,
    signal,
  });
}

type Optional<P extends ApiPath, M extends Method> = object extends ApiOptions<P, M> ? true : false;
type Args<P extends ApiPath, M extends Method> =
  Optional<P, M> extends true ? [options?: ApiOptions<P, M>] : [options: ApiOptions<P, M>];

export const typedApi = {
  get: <P extends PathsFor<'get'>>(path: P, ...[options]: Args<P, 'get'>) => call('get', path, options),
  post: <P extends PathsFor<'post'>>(path: P, ...[options]: Args<P, 'post'>) => call('post', path, options),
  put: <P extends PathsFor<'put'>>(path: P, ...[options]: Args<P, 'put'>) => call('put', path, options),
  patch: <P extends PathsFor<'patch'>>(path: P, ...[options]: Args<P, 'patch'>) => call('patch', path, options),
  delete: <P extends PathsFor<'delete'>>(path: P, ...[options]: Args<P, 'delete'>) => call('delete', path, options),
};

/** A documented file download (PDF, Word, CSV): the bytes and the server's file name. */
export function downloadFile<P extends PathsFor<'get'>>(path: P, ...[options]: Args<P, 'get'>) {
  const { path: params, query } = unpack(options);
  return apiDownload(fillPath(path, params), query);
}

/** The URL of a documented GET (a link the browser follows, such as a CSV export). */
export function apiUrl<P extends PathsFor<'get'>>(path: P, ...[options]: Args<P, 'get'>): string {
  const { path: params, query = {} } = unpack(options);
  // An empty filter is no filter: a link carries only the values that are set.
  const set = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
  return buildUrl(fillPath(path, params), set);
}
