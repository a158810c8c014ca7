import type { ChatPlatform } from '@lesne/contracts';

export const CHAT_HOOK_URL_MAX_LENGTH = 2048;

export type ChatHookUrlProblem = 'invalid' | 'wrongPlatform';

export interface ChatHookUrlOptions {
  /** origins taken for either platform, whatever the path: the built-in simulator's, e.g. http://127.0.0.1:3004 */
  allowedOrigins?: string[];
}

/**
 * Slack: an incoming webhook, https://hooks.slack.com/services/T…/B…/secret, or a Workflow
 * Builder webhook trigger, https://hooks.slack.com/triggers/T…/id/secret.
 */
const SLACK_PATH = /^\/(services|triggers)\/[A-Za-z0-9]+\/[A-Za-z0-9]+\/[A-Za-z0-9]+\/?$/;

/**
 * Teams: the trigger of a Power Automate workflow, which replaced Office 365 connectors. Teams
 * hands out https://{env}.environment.api.powerplatform.com:443/powerautomate/automations/direct/workflows/{id}/triggers/manual/paths/invoke?…&sig=…
 * and, for workflows made before Microsoft moved them (late 2025), https://prod-NN.{region}.logic.azure.com:443/workflows/{id}/triggers/manual/paths/invoke?…&sig=…
 * Both carry /workflows/ in the path. A retired connector's address (*.webhook.office.com) is
 * refused as invalid: it no longer posts anything.
 */
const TEAMS_HOSTS = ['.logic.azure.com', '.powerplatform.com'];

const isSlack = (url: URL) => url.hostname === 'hooks.slack.com' && SLACK_PATH.test(url.pathname);
const isTeams = (url: URL) => TEAMS_HOSTS.some((suffix) => url.hostname.endsWith(suffix)) && /\/workflows\/[^/]+/.test(url.pathname);

/**
 * Why a webhook URL pasted for the platform cannot be taken, or null when it can: 'wrongPlatform'
 * for the other platform's webhook, 'invalid' for anything else that is not the platform's
 * webhook (not a URL, not https, credentials in it, another host or port, over 2048 characters).
 */
export function chatHookUrlProblem(platform: ChatPlatform, url: string, options: ChatHookUrlOptions = {}): ChatHookUrlProblem | null {
  if (url.length > CHAT_HOOK_URL_MAX_LENGTH) return 'invalid';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid';
  }
  if (parsed.username || parsed.password) return 'invalid';
  if (options.allowedOrigins?.some((origin) => originOf(origin) === parsed.origin)) return null;
  if (parsed.protocol !== 'https:' || parsed.port !== '') return 'invalid';
  const [own, other] = platform === 'slack' ? [isSlack, isTeams] : [isTeams, isSlack];
  if (own(parsed)) return null;
  return other(parsed) ? 'wrongPlatform' : 'invalid';
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
