import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY_BYTES = 1024 * 1024;

/** What a route answers; the server writes it. */
export interface SimResponse {
  status: number;
  body?: unknown;
  html?: string;
  headers?: Record<string, string>;
}

export const json = (status: number, body: unknown, headers?: Record<string, string>): SimResponse => ({ status, body, headers });
export const html = (status: number, page: string): SimResponse => ({ status, html: page });
export const redirect = (location: string, status = 302): SimResponse => ({ status, headers: { Location: location } });

export class BodyTooLargeError extends Error {}

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

export function send(response: ServerResponse, answer: SimResponse): void {
  const headers: Record<string, string> = { ...answer.headers };
  let payload = '';
  if (answer.html !== undefined) {
    headers['Content-Type'] = 'text/html; charset=utf-8';
    payload = answer.html;
  } else if (answer.body !== undefined) {
    headers['Content-Type'] = 'application/json; charset=utf-8';
    payload = JSON.stringify(answer.body);
  }
  response.writeHead(answer.status, headers);
  response.end(payload);
}

/** The bearer token of the Authorization header, or the access_token parameter. */
export function accessTokenOf(request: IncomingMessage, params: URLSearchParams): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? params.get('access_token') ?? undefined;
}
