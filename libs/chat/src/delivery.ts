export type ChatDelivery = { outcome: 'delivered' } | { outcome: 'retry'; afterMs: number | null } | { outcome: 'gone' } | { outcome: 'refused' };

/**
 * How the answer to a post is taken.
 * - 2xx: delivered (Slack answers 200 "ok", a Teams workflow 202 with no body).
 * - 429, 408 and 5xx: try again, after Retry-After when the answer carries one (seconds or an
 *   HTTP date; afterMs null: the caller's own backoff).
 * - 404 and 410: the hook is gone (Slack: 404 no_service or channel_not_found, 410
 *   channel_is_archived; Teams: 404 for a deleted workflow).
 * - any other answer: refused, and trying again would not change it (Slack's 400 invalid_payload
 *   or no_text, 403 action_prohibited; a 3xx, as a hook never redirects: post with redirect 'manual').
 */
export function chatDelivery(status: number, retryAfterHeader: string | null, now: Date): ChatDelivery {
  if (status >= 200 && status < 300) return { outcome: 'delivered' };
  if (status === 404 || status === 410) return { outcome: 'gone' };
  if (status === 429 || status === 408 || (status >= 500 && status < 600)) return { outcome: 'retry', afterMs: retryAfterMs(retryAfterHeader, now) };
  return { outcome: 'refused' };
}

/** Retry-After (RFC 9110): whole seconds, or an HTTP date (none later than now waits 0); null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: Date): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  if (!/[a-z]/i.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}
