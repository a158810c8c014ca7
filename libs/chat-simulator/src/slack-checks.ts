/**
 * Block Kit's limits (docs.slack.dev, reference/block-kit/blocks), as Slack holds a webhook's
 * message to them. Written here from Slack's documentation, not taken from libs/chat, so that the
 * simulator checks what libs/chat builds rather than agreeing with it.
 */
const LIMITS = { blocks: 50, blockId: 255, header: 150, sectionText: 3000, fields: 10, field: 2000, contextElements: 10, actionElements: 25, buttonText: 75, url: 3000, actionId: 255 };
const KNOWN_BLOCKS = new Set(['header', 'section', 'context', 'actions', 'divider', 'image', 'rich_text', 'video', 'file', 'input', 'markdown']);

/** Slack's words for a message it refuses (400), or null when it posts it. */
export type SlackRefusal = 'invalid_payload' | 'no_text' | 'invalid_blocks';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export function slackRefusal(payload: unknown): SlackRefusal | null {
  if (!isObject(payload)) return 'invalid_payload';
  const { text, blocks } = payload;
  if (text !== undefined && typeof text !== 'string') return 'invalid_payload';
  if (blocks !== undefined && !Array.isArray(blocks)) return 'invalid_blocks';
  if (!text && !(Array.isArray(blocks) && blocks.length)) return 'no_text';
  if (Array.isArray(blocks) && (blocks.length > LIMITS.blocks || !blocks.every(validBlock))) return 'invalid_blocks';
  return null;
}

function validBlock(block: unknown): boolean {
  if (!isObject(block) || typeof block.type !== 'string' || !KNOWN_BLOCKS.has(block.type)) return false;
  if (block.block_id !== undefined && !shortString(block.block_id, LIMITS.blockId)) return false;
  switch (block.type) {
    case 'header':
      return textObject(block.text, LIMITS.header, 'plain_text');
    case 'section':
      if (block.text === undefined && block.fields === undefined) return false;
      if (block.text !== undefined && !textObject(block.text, LIMITS.sectionText)) return false;
      return block.fields === undefined || (Array.isArray(block.fields) && block.fields.length >= 1 && block.fields.length <= LIMITS.fields && block.fields.every((field) => textObject(field, LIMITS.field)));
    case 'context':
      return Array.isArray(block.elements) && block.elements.length >= 1 && block.elements.length <= LIMITS.contextElements && block.elements.every((element) => (isObject(element) && element.type === 'image') || textObject(element, LIMITS.sectionText));
    case 'actions':
      return Array.isArray(block.elements) && block.elements.length >= 1 && block.elements.length <= LIMITS.actionElements && block.elements.every(validActionElement);
    default:
      return true;
  }
}

/** A button is checked in full; other interactive elements only for having a type. */
function validActionElement(element: unknown): boolean {
  if (!isObject(element) || typeof element.type !== 'string') return false;
  if (element.type !== 'button') return true;
  if (!textObject(element.text, LIMITS.buttonText, 'plain_text')) return false;
  if (element.url !== undefined && !(shortString(element.url, LIMITS.url) && /^https?:\/\//.test(element.url as string))) return false;
  if (element.action_id !== undefined && !shortString(element.action_id, LIMITS.actionId)) return false;
  return element.style === undefined || element.style === 'primary' || element.style === 'danger';
}

function textObject(value: unknown, max: number, only?: 'plain_text'): boolean {
  if (!isObject(value) || !(value.type === 'plain_text' || value.type === 'mrkdwn')) return false;
  if (only && value.type !== only) return false;
  return shortString(value.text, max);
}

const shortString = (value: unknown, max: number): boolean => typeof value === 'string' && value.length >= 1 && value.length <= max;
