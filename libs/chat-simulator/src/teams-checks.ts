const ADAPTIVE_CARD = 'application/vnd.microsoft.card.adaptive';
/** The newest Adaptive Card version Teams renders. */
const NEWEST_VERSION = [1, 5];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Why a Teams workflow ("Post to a channel when a webhook request is received") could not post
 * this body, or null when it can: a message whose attachments are Adaptive Cards Teams renders.
 */
export function teamsRefusal(payload: unknown): string | null {
  if (!isObject(payload)) return 'The request body is not a JSON object.';
  if (payload.type !== 'message') return "The body's type is not 'message'.";
  const { attachments } = payload;
  if (!Array.isArray(attachments) || !attachments.length) return 'The message has no attachments.';
  for (const attachment of attachments) {
    if (!isObject(attachment) || attachment.contentType !== ADAPTIVE_CARD) return `An attachment's contentType is not ${ADAPTIVE_CARD}.`;
    const card = attachment.content;
    if (!isObject(card) || card.type !== 'AdaptiveCard') return "An attachment's content is not an AdaptiveCard.";
    if (!supportedVersion(card.version)) return `The card's version is not one Teams renders (1.0 to ${NEWEST_VERSION.join('.')}).`;
    if (card.body !== undefined && !(Array.isArray(card.body) && card.body.every((element) => isObject(element) && typeof element.type === 'string'))) return "The card's body is not a list of elements.";
    if (card.actions !== undefined && !(Array.isArray(card.actions) && card.actions.every((action) => isObject(action) && typeof action.type === 'string'))) return "The card's actions are not a list of actions.";
  }
  return null;
}

function supportedVersion(version: unknown): boolean {
  const match = typeof version === 'string' ? /^(\d+)\.(\d+)$/.exec(version) : null;
  if (!match) return false;
  const [major, minor] = [Number(match[1]), Number(match[2])];
  return major === 1 && minor <= NEWEST_VERSION[1];
}
