import { BodyTooLargeError } from '@lesne/simulator-http';

const MAX_FORM_BYTES = 16 * 1024;

/** A small urlencoded form (the page's), at most 16 kB. */
export async function readForm(request: AsyncIterable<Buffer>): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) {
    body += chunk.toString('utf8');
    if (body.length > MAX_FORM_BYTES) throw new BodyTooLargeError('form over 16 kB');
  }
  return new URLSearchParams(body);
}
