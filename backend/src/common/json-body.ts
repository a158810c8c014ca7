declare const holds: unique symbol;

/**
 * A response body serialized once, for answers served many times from a cache: sent as it
 * is (the route declares the JSON content type), while the type still says what it holds.
 */
export type JsonBody<T> = string & { readonly [holds]: T };

export function jsonBody<T>(value: T): JsonBody<T> {
  return JSON.stringify(value) as JsonBody<T>;
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
