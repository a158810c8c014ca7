import type { ChatMessage, ChatPlatform } from '@lesne/contracts';
import { composePost } from './compose-post';
import { slackBody } from './slack-body';
import { teamsBody } from './teams-body';

/** The JSON body to POST to the channel's webhook: Slack's Block Kit message or a Teams workflow's Adaptive Card message. */
export function chatBody(platform: ChatPlatform, message: ChatMessage): object {
  const post = composePost(message);
  return platform === 'slack' ? slackBody(post) : teamsBody(post);
}
