export { chatBody } from './chat-body';
export { chatDelivery, retryAfterMs, type ChatDelivery } from './delivery';
export { CHAT_HOOK_URL_MAX_LENGTH, chatHookUrlProblem, type ChatHookUrlOptions, type ChatHookUrlProblem } from './hook-urls';
export { formatTrees } from './chat-format';
export { escapeSlack, SLACK_LIMITS } from './slack-body';
export { ADAPTIVE_CARD_CONTENT_TYPE, ADAPTIVE_CARD_VERSION } from './teams-body';
export { postToHook } from './post-to-hook';
