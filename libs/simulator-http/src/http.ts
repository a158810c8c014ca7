import type { ServerResponse } from 'node:http';

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

/** A request body over the simulator's limit: its server answers 413. */
export class BodyTooLargeError extends Error {}

/** A request's whole body, refused with BodyTooLargeError as soon as it passes `maxBytes`. */
export async function readBody(request: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > maxBytes) throw new BodyTooLargeError(`request body over ${maxBytes} bytes`);
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

/** The bearer token of an Authorization header. */
export function bearerOf(header: string | undefined): string | undefined {
  return header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: unknown): string => String(value).replace(/[&<>"']/g, (char) => ENTITIES[char]);
