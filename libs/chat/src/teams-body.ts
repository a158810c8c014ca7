import { hasUserText, plainText, type ChatPost, type Line, type Run } from './chat-post';

export const ADAPTIVE_CARD_CONTENT_TYPE = 'application/vnd.microsoft.card.adaptive';
/** The newest Adaptive Card version Teams renders on desktop and mobile alike. */
export const ADAPTIVE_CARD_VERSION = '1.5';

/** the title's look: large and bold, and a heading for screen readers where the block allows it */
type Look = { title?: true; spacing?: 'Small' };

/**
 * A line with a name is a RichTextBlock of TextRuns: a TextRun is plain text in the Adaptive
 * Card schema (no markdown), so a name like `[x](http://evil)` or `*bold*` shows as typed, with
 * nothing to escape. A line of only our words is a TextBlock, whose markdown subset makes the
 * figures bold (our words hold no markdown characters of their own).
 */
function lineBlock(line: Line, { title, spacing }: Look = {}): object {
  const emphasis = title ? { size: 'Large', weight: 'Bolder' } : {};
  const spaced = spacing ? { spacing } : {};
  if (hasUserText([line])) {
    const inlines = line.map((run: Run) => ({ type: 'TextRun', text: run.text, ...emphasis, ...(run.strong ? { weight: 'Bolder' } : {}) }));
    return { type: 'RichTextBlock', inlines, ...spaced };
  }
  const text = line.map((run) => (run.strong ? `**${run.text}**` : run.text)).join('');
  return { type: 'TextBlock', text, wrap: true, ...emphasis, ...(title ? { style: 'heading' } : {}), ...spaced };
}

/**
 * The body a Teams workflow ("Post to a channel when a webhook request is received") takes: a
 * message with one Adaptive Card, version 1.5. FactSet holds only our figures: Teams reads
 * markdown in a fact's value too, so no name goes there.
 */
export function teamsBody(post: ChatPost): object {
  const body: object[] = [lineBlock(post.title, { title: true })];
  for (const lines of post.paragraphs) lines.forEach((line, index) => body.push(lineBlock(line, index ? { spacing: 'Small' } : {})));
  if (post.facts.length) body.push({ type: 'FactSet', facts: post.facts.map(({ title, value }) => ({ title, value })) });
  body.push({ type: 'TextBlock', text: post.footer, wrap: true, size: 'Small', isSubtle: true, spacing: 'Medium' });
  return {
    type: 'message',
    attachments: [
      {
        contentType: ADAPTIVE_CARD_CONTENT_TYPE,
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: ADAPTIVE_CARD_VERSION,
          fallbackText: plainText(post.fallback),
          body,
          actions: [{ type: 'Action.OpenUrl', title: post.button.text, url: post.button.url }],
        },
      },
    ],
  };
}
