import { bearerOf, BodyTooLargeError } from '@lesne/simulator-http';
import type { IncomingMessage } from 'node:http';

const MAX_BODY_BYTES = 1024 * 1024;

/** Query and body parameters together, as Strava takes them: query, form (urlencoded or multipart) or JSON. */
export async function readParams(request: IncomingMessage, url: URL): Promise<URLSearchParams> {
  const params = new URLSearchParams(url.searchParams);
  const body = await readBody(request);
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

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError('request body over 1 MB');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The bearer token of the Authorization header, or the access_token parameter. */
export function accessTokenOf(request: IncomingMessage, params: URLSearchParams): string | undefined {
  return bearerOf(request.headers.authorization) ?? params.get('access_token') ?? undefined;
}
