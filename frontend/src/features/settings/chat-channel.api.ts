import type { ChatChannelTestResponse, ChatChannelView, SaveChatChannelRequest } from '@lesne/contracts';
import { http } from '../../shared/api/http';

const CHAT_CHANNEL_URL = '/company/chat-channel';

export async function fetchChatChannel(): Promise<ChatChannelView | null> {
  const { data } = await http.get<{ channel: ChatChannelView | null }>(CHAT_CHANNEL_URL);
  return data.channel;
}

export async function saveChatChannel(body: SaveChatChannelRequest): Promise<ChatChannelView> {
  const { data } = await http.put<ChatChannelView>(CHAT_CHANNEL_URL, body);
  return data;
}

export async function disconnectChatChannel(): Promise<void> {
  await http.delete(CHAT_CHANNEL_URL);
}

export async function testChatChannel(): Promise<ChatChannelTestResponse> {
  const { data } = await http.post<ChatChannelTestResponse>(`${CHAT_CHANNEL_URL}/test`);
  return data;
}
