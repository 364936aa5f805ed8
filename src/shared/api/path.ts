/**
 * Builds a request URL from an endpoint of the contract (decision 055): each `:name` of the
 * path pattern is replaced by its value, URL-encoded. The parameters are typed from the
 * pattern itself, so a missing or misspelt one does not compile.
 *
 *   apiPath(endpoints.updateEvent, { eventId })  // '/api/events/e%2F1' for 'e/1'
 *   apiPath(endpoints.events)                   // '/api/events'
 */
import type { Endpoint } from './parent-endpoints.ts';

/** The `:name` parameters of a path pattern, as a union of names. */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a path pattern needs: one string per `:name`. */
export type PathParams<P extends string> = { readonly [K in PathParamName<P>]: string };

type ParamsArgument<E extends Endpoint> = [PathParamName<E['path']>] extends [never]
  ? []
  : [params: PathParams<E['path']>];

export function apiPath<E extends Endpoint>(endpoint: E, ...[params]: ParamsArgument<E>): string {
  const values = (params ?? {}) as Record<string, string>;
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * The part of a path before its first parameter (`/api/events/:eventId/athletes` →
 * `/api/events`): the first element of the TanStack Query keys, which keep the values they
 * had when they were written out by hand (a key persisted on a phone still matches).
 */
export function pathRoot(endpoint: Endpoint): string {
  const at = endpoint.path.indexOf('/:');
  return at === -1 ? endpoint.path : endpoint.path.slice(0, at);
}
