import { readBody } from '@lesne/simulator-http';

const MAX_FORM_BYTES = 16 * 1024;

/** A small urlencoded form (the page's), at most 16 kB. */
export async function readForm(request: AsyncIterable<Buffer>): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(request, MAX_FORM_BYTES)).toString('utf8'));
}
