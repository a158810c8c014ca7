/**
 * A post as both platforms see it before either's markup: chat-texts.ts writes it, slack-body.ts
 * and teams-body.ts render it. What a person or the company typed stays apart from our words
 * (a `user` run), so each renderer can show it as typed and never as markup.
 */
export interface Run {
  text: string;
  /** typed by a person or the company admin: shown as plain text, never parsed */
  user?: true;
  /** emphasised (bold) where the platform allows it */
  strong?: true;
}

/** One line of text. */
export type Line = Run[];

export interface ChatPost {
  title: Line;
  /** paragraphs of one or more lines */
  paragraphs: Line[][];
  /** figures beside the text (the tree limit, the last day): ours only */
  facts: Array<{ title: string; value: string }>;
  footer: string;
  button: { text: string; url: string };
  /** what a notification shows: our words and the company's name, never a person's */
  fallback: Line;
}

export const ours = (text: string): Run => ({ text });
export const user = (text: string): Run => ({ text, user: true });
export const strong = (text: string): Run => ({ text, strong: true });

export const hasUserText = (lines: Line[]): boolean => lines.some((line) => line.some((run) => run.user));

/** The runs' text without emphasis: for plain text and fallbacks. */
export const plainText = (line: Line): string => line.map((run) => run.text).join('');
