import type { ServerResponse } from 'node:http';

/** What a route answers; the server writes it. */
export interface SimResponse {
  status: number;
  body?: unknown;
  html?: string;
  headers?: Record<string, string>;
}

export const json = (status: number, body: unknown): SimResponse => ({ status, body });
export const html = (page: string): SimResponse => ({ status: 200, html: page });
export const redirect = (location: string): SimResponse => ({ status: 303, headers: { Location: location } });

const MAX_FORM_BYTES = 16 * 1024;

export class BodyTooLargeError extends Error {}

/** A small urlencoded form (the page's), at most 16 kB. */
export async function readForm(request: AsyncIterable<Buffer>): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) {
    body += chunk.toString('utf8');
    if (body.length > MAX_FORM_BYTES) throw new BodyTooLargeError('form over 16 kB');
  }
  return new URLSearchParams(body);
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

/** The bearer token of the Authorization header. */
export function bearerOf(header: string | undefined): string | undefined {
  return header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]);
