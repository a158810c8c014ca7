import { gunzipSync } from 'node:zlib';
import type { ActivityFileRefusal } from '@lesne/contracts';

/** Every gzip member starts with these two bytes (RFC 1952). */
function isGzip(content: Buffer): boolean {
  return content.length >= 2 && content[0] === 0x1f && content[1] === 0x8b;
}

/**
 * The inflated content, or why there is none. zlib stops inflating the moment the output would
 * pass `maxBytes`, so a gzip bomb (megabytes that inflate to gigabytes) costs no more than
 * `maxBytes` of memory and the time to inflate them.
 */
export function gunzipAtMost(content: Buffer, maxBytes: number): Buffer | Extract<ActivityFileRefusal, 'tooLarge' | 'unreadable'> {
  if (!isGzip(content)) return 'unreadable';
  try {
    return gunzipSync(content, { maxOutputLength: maxBytes });
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'tooLarge' : 'unreadable';
  }
}
