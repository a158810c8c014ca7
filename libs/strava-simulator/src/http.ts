import { bearerOf, readBody } from '@lesne/simulator-http';
import type { IncomingMessage } from 'node:http';

const MAX_BODY_BYTES = 1024 * 1024;

/** Query and body parameters together, as Strava takes them: query, form (urlencoded or multipart) or JSON. */
export async function readParams(request: IncomingMessage, url: URL): Promise<URLSearchParams> {
  const params = new URLSearchParams(url.searchParams);
  const body = await readBody(request as AsyncIterable<Buffer>, MAX_BODY_BYTES);
  if (!body.length) return params;
  const contentType = request.headers['content-type'] ?? '';
  if (contentType.includes('application/json')) {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (parsed && typeof parsed === 'object') for (const [key, value] of Object.entries(parsed)) params.append(key, String(value));
  } else if (contentType.includes('form')) {
    const form = await new Request('http://simulator', { method: 'POST', headers: { 'content-type': contentType }, body }).formData();
    for (const [key, value] of form) if (typeof value === 'string') params.append(key, value);
  }
  return params;
}

/** The bearer token of the Authorization header, or the access_token parameter. */
export function accessTokenOf(request: IncomingMessage, params: URLSearchParams): string | undefined {
  return bearerOf(request.headers.authorization) ?? params.get('access_token') ?? undefined;
}
