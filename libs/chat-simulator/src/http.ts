import { readBody } from '@lesne/simulator-http';
import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY_BYTES = 1024 * 1024;

/** A request's body as text, at most 1 MB (over it: BodyTooLargeError, which the simulator answers 413). */
export async function readText(request: IncomingMessage): Promise<string> {
  return (await readBody(request as AsyncIterable<Buffer>, MAX_BODY_BYTES)).toString('utf8');
}

/** JSON text as a value, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What a hook answers: Slack's plain-text words (ok, no_service…), or a Teams workflow's JSON error or empty 202. */
export interface HookAnswer {
  status: number;
  text?: string;
  json?: unknown;
  retryAfter?: number;
}

export function sendAnswer(response: ServerResponse, answer: HookAnswer): void {
  const headers: Record<string, string> = {};
  if (answer.retryAfter !== undefined) headers['Retry-After'] = String(answer.retryAfter);
  let payload = '';
  if (answer.text !== undefined) {
    headers['Content-Type'] = 'text/plain; charset=utf-8';
    payload = answer.text;
  } else if (answer.json !== undefined) {
    headers['Content-Type'] = 'application/json; charset=utf-8';
    payload = JSON.stringify(answer.json);
  }
  response.writeHead(answer.status, headers);
  response.end(payload);
}
