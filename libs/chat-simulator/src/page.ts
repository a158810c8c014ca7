import type { ChatPlatform } from '@lesne/contracts';
import { escapeHtml, html, type SimResponse } from '@lesne/simulator-http';

/** A post a hook took. */
export interface ChatSimPost {
  platform: ChatPlatform;
  /** the hook's URL on the simulator */
  hook: string;
  /** the JSON body as posted */
  body: unknown;
  receivedAt: Date;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const unescapeSlack = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The line a reader sees first: Slack's header (as Slack shows its entities) or fallback text, a card's first text. */
export function headlineOf(post: Pick<ChatSimPost, 'platform' | 'body'>): string {
  const body = isObject(post.body) ? post.body : {};
  if (post.platform === 'slack') {
    const header = Array.isArray(body.blocks) ? body.blocks.find((block) => isObject(block) && block.type === 'header') : undefined;
    const text = isObject(header) && isObject(header.text) ? header.text.text : body.text;
    return typeof text === 'string' ? unescapeSlack(text).split('\n')[0] : '';
  }
  const attachment = Array.isArray(body.attachments) && isObject(body.attachments[0]) ? body.attachments[0] : {};
  const card = isObject(attachment.content) ? attachment.content : {};
  const first = Array.isArray(card.body) ? card.body.find((element) => isObject(element) && (typeof element.text === 'string' || Array.isArray(element.inlines))) : undefined;
  if (!isObject(first)) return '';
  const text = Array.isArray(first.inlines) ? first.inlines.map((inline) => (isObject(inline) && typeof inline.text === 'string' ? inline.text : '')).join('') : String(first.text);
  return text.split('\n')[0];
}

/** `/`: the posts the hooks took, newest first, each with its headline and its JSON folded away. */
export function postsPage(posts: ChatSimPost[], baseUrl: string): SimResponse {
  const items = [...posts]
    .reverse()
    .map(
      (post) => `<li><p><strong>${escapeHtml(headlineOf(post) || '(no text)')}</strong></p>
<p class="muted">${escapeHtml(post.platform)} · ${escapeHtml(post.receivedAt.toISOString())} · <code>${escapeHtml(post.hook)}</code></p>
<details><summary>JSON</summary><pre>${escapeHtml(JSON.stringify(post.body, null, 2))}</pre></details></li>`,
    )
    .join('\n');
  return html(
    200,
    `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Chat webhooks simulator</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;max-width:48rem}ol{padding:0;list-style:none}li{border-top:1px solid #ccc;padding:.5rem 0}p{margin:.2rem 0}.muted{color:#666;font-size:.9rem}code,pre{overflow-wrap:anywhere;white-space:pre-wrap}</style>
</head>
<body>
<h1>Chat webhooks simulator</h1>
<p>Slack incoming webhooks at <code>${escapeHtml(baseUrl)}/slack/services/T000/B000/{name}</code> and Teams workflows at <code>${escapeHtml(baseUrl)}/teams/workflows/{name}</code>; any name is a hook. <a href="/">Refresh</a></p>
<h2>Posts, newest first</h2>
<ol>
${items || '<li>No posts yet.</li>'}
</ol>
</body>
</html>
`,
  );
}
