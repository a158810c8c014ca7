import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ChatPlatform } from '@lesne/contracts';
import { BodyTooLargeError, json, send, SimServer } from '@lesne/simulator-http';
import { parseJson, readText, sendAnswer, type HookAnswer } from './http';
import { postsPage, type ChatSimPost } from './page';
import { slackRefusal } from './slack-checks';
import { teamsRefusal } from './teams-checks';

/** POST /slack/services/{team}/{bot}/{name}: a Slack incoming webhook */
const SLACK_HOOK = /^\/slack\/services\/[^/]+\/[^/]+\/[^/]+$/;
/** POST /teams/workflows/{name}: a Teams workflow's webhook trigger */
const TEAMS_HOOK = /^\/teams\/workflows\/[^/]+$/;
const HOOK_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** Slack's words for what it answers with each status (its docs' error table). */
const SLACK_WORDS: Record<number, string> = {
  400: 'invalid_payload',
  403: 'action_prohibited',
  404: 'no_service',
  410: 'channel_is_archived',
  429: 'rate_limited',
  500: 'rollup_error',
};

const teamsError = (status: number, code: string, message: string): HookAnswer => ({ status, json: { error: { code, message } } });

/**
 * Slack incoming webhooks and Teams workflow webhooks for development and tests. Any hook path is
 * a live hook until removed (or, on Slack, archived); hookUrl makes one. Slack answers 200 "ok" or
 * its plain-text error words; a Teams workflow 202 with no body, or a JSON error. It checks bodies
 * as the services do (Block Kit's limits; a message of Adaptive Cards Teams renders) and keeps
 * every post it took, which `/` lists.
 *
 * Stricter than Teams in one way: a real workflow answers 202 as soon as its trigger fires and
 * fails its run later on a card it cannot post, which the poster never hears; the simulator
 * answers such a body 400, so that tests see it.
 */
export class ChatSimulator {
  private readonly server = new SimServer((request, response) => void this.handle(request, response));
  private readonly taken: ChatSimPost[] = [];
  private readonly removed = new Set<string>();
  private readonly archived = new Set<string>();
  private readonly faults = new Map<string, Array<{ status: number; retryAfter?: number }>>();

  /** Listens (port 0: any free port) and answers the base URL, e.g. http://127.0.0.1:41234. */
  start(port?: number, host?: string): Promise<string> {
    return this.server.start(port, host);
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  get url(): string {
    return this.server.url;
  }

  /** A hook's URL on the simulator (a random name by default): `${url}/slack/services/T000/B000/{name}` or `${url}/teams/workflows/{name}`. */
  hookUrl(platform: ChatPlatform, name: string = randomBytes(12).toString('hex')): string {
    if (!HOOK_NAME.test(name)) throw new RangeError(`a hook name is 1-64 letters, digits, - or _, not ${JSON.stringify(name)}`);
    return `${this.url}${platform === 'slack' ? `/slack/services/T000/B000/${name}` : `/teams/workflows/${name}`}`;
  }

  /** Fault injection: the hook's next posts are answered these, in order, before it answers as usual again. */
  failNext(hookUrl: string, responses: Array<{ status: number; retryAfter?: number }>): void {
    const path = pathOf(hookUrl);
    this.faults.set(path, [...(this.faults.get(path) ?? []), ...responses]);
  }

  /** The hook was deleted (Slack: the app removed; Teams: the workflow deleted): posts answer 404. */
  remove(hookUrl: string): void {
    this.removed.add(pathOf(hookUrl));
  }

  /** The Slack channel was archived: posts answer 410 channel_is_archived. */
  archive(hookUrl: string): void {
    const path = pathOf(hookUrl);
    if (!SLACK_HOOK.test(path)) throw new RangeError(`only a Slack hook's channel can be archived, not ${hookUrl}`);
    this.archived.add(path);
  }

  /** The posts the hooks took (all of them, or one hook's), oldest first. */
  posts(hookUrl?: string): ChatSimPost[] {
    const path = hookUrl === undefined ? undefined : pathOf(hookUrl);
    return this.taken.filter((post) => path === undefined || pathOf(post.hook) === path).map((post) => ({ ...post }));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const method = request.method ?? 'GET';
      const path = new URL(request.url ?? '/', 'http://simulator').pathname;
      const platform: ChatPlatform | null = SLACK_HOOK.test(path) ? 'slack' : TEAMS_HOOK.test(path) ? 'teams' : null;
      if (platform && method === 'POST') return sendAnswer(response, await this.post(platform, path, request));
      if (path === '/' && method === 'GET') return send(response, postsPage(this.taken, this.url));
      send(response, json(404, { message: 'Not Found' }));
    } catch (error) {
      if (!response.headersSent) send(response, error instanceof BodyTooLargeError ? json(413, { message: 'Payload Too Large' }) : json(500, { message: 'Internal Server Error' }));
    }
  }

  private async post(platform: ChatPlatform, path: string, request: IncomingMessage): Promise<HookAnswer> {
    const text = await readText(request);
    const fault = this.faults.get(path)?.shift();
    if (fault) return platform === 'slack' ? { status: fault.status, text: SLACK_WORDS[fault.status] ?? 'error', retryAfter: fault.retryAfter } : { ...teamsError(fault.status, 'InjectedFault', `answered ${fault.status} as the test asked`), retryAfter: fault.retryAfter };
    if (this.removed.has(path)) return platform === 'slack' ? { status: 404, text: 'no_service' } : teamsError(404, 'WorkflowNotFound', 'The workflow could not be found.');
    if (this.archived.has(path)) return { status: 410, text: 'channel_is_archived' };
    const body = platform === 'slack' ? slackPayload(text, request.headers['content-type']) : parseJson(text);
    if (platform === 'slack') {
      const refusal = slackRefusal(body);
      if (refusal) return { status: 400, text: refusal };
    } else {
      const refusal = teamsRefusal(body);
      if (refusal) return teamsError(400, 'InvalidRequestContent', refusal);
    }
    this.taken.push({ platform, hook: `${this.url}${path}`, body, receivedAt: new Date() });
    return platform === 'slack' ? { status: 200, text: 'ok' } : { status: 202 };
  }
}

/** Slack takes JSON, or a form whose `payload` field is the JSON. */
function slackPayload(text: string, contentType: string | undefined): unknown {
  if (contentType?.includes('application/x-www-form-urlencoded')) return parseJson(new URLSearchParams(text).get('payload') ?? '');
  return parseJson(text);
}

/** A hook's path, from its URL (any host: 127.0.0.1 and localhost name the same hook) or the path itself. */
function pathOf(hookUrl: string): string {
  return new URL(hookUrl, 'http://simulator').pathname;
}
