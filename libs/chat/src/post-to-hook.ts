import type { ChatMessage, ChatPlatform } from '@lesne/contracts';
import { chatBody } from './chat-body';

/**
 * POSTs the message to a channel's incoming webhook, as the platform reads it (chatBody), and
 * answers the platform's answer for chatDelivery. A hook never redirects: one that does is not
 * followed to wherever it points.
 */
export function postToHook(url: string, platform: ChatPlatform, message: ChatMessage, timeoutMs: number): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(chatBody(platform, message)),
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
}
