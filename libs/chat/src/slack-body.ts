import { hasUserText, type ChatPost, type Line, type Run } from './chat-post';
import { cut, fitLines } from './text-fit';

/** Block Kit's limits (docs.slack.dev, reference/block-kit/blocks) that our posts could reach. */
export const SLACK_LIMITS = {
  blocks: 50,
  headerText: 150,
  sectionText: 3000,
  sectionFields: 10,
  fieldText: 2000,
  contextElements: 10,
  buttonText: 75,
  buttonUrl: 3000,
  /** the fallback text: Slack takes 40 000, notifications show far less */
  fallbackText: 3000,
} as const;

/**
 * Slack's control characters (&, <, >) as entities, so that text cannot make a link, a mention
 * (<!channel>) or a channel reference (docs.slack.dev, messaging/formatting-message-text#escaping).
 */
export const escapeSlack = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const plainLine = (line: Line): string => line.map((run) => escapeSlack(run.text)).join('');
const mrkdwnRun = (run: Run): string => (run.strong ? `*${escapeSlack(run.text)}*` : escapeSlack(run.text));
const plain = (lines: Line[]) => lines.map(plainLine).join('\n');
const mrkdwn = (lines: Line[]) => lines.map((line) => line.map(mrkdwnRun).join('')).join('\n');

/**
 * `{ text, blocks }` for an incoming webhook. Names are escaped and, with our words around them,
 * go into plain_text, which Slack shows as typed: `*bold*` stays asterisks. Our own words and
 * figures go into mrkdwn with verbatim on, so that Slack neither links URLs nor parses
 * @channel-style mentions in them. The fallback `text` (notifications) carries no person's name.
 * A post has at most seven blocks (header, three sections, fields, context, actions), far
 * within SLACK_LIMITS.blocks, however many podium rows it shows: they share one section.
 */
export function slackBody(post: ChatPost): { text: string; blocks: object[] } {
  const blocks: object[] = [{ type: 'header', text: { type: 'plain_text', text: fitLines([post.title], SLACK_LIMITS.headerText, plain, escapeSlack), emoji: true } }];
  for (const lines of post.paragraphs) {
    blocks.push({
      type: 'section',
      text: hasUserText(lines)
        ? { type: 'plain_text', text: fitLines(lines, SLACK_LIMITS.sectionText, plain, escapeSlack), emoji: true }
        : { type: 'mrkdwn', text: cut(mrkdwn(lines), SLACK_LIMITS.sectionText), verbatim: true },
    });
  }
  if (post.facts.length) {
    const fields = post.facts.slice(0, SLACK_LIMITS.sectionFields).map((fact) => ({
      type: 'mrkdwn',
      text: cut(`*${escapeSlack(fact.title)}*\n${escapeSlack(fact.value)}`, SLACK_LIMITS.fieldText),
      verbatim: true,
    }));
    blocks.push({ type: 'section', fields });
  }
  blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: escapeSlack(post.footer), verbatim: true }] });
  blocks.push({
    type: 'actions',
    elements: [
      {
        type: 'button',
        action_id: 'open-challenge',
        text: { type: 'plain_text', text: cut(escapeSlack(post.button.text), SLACK_LIMITS.buttonText), emoji: true },
        url: post.button.url,
        style: 'primary',
      },
    ],
  });
  return { text: fitLines([post.fallback], SLACK_LIMITS.fallbackText, plain, escapeSlack), blocks };
}
