import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SaveChatChannelRequest } from '@lesne/contracts';
import { notifyError, notifyFailure, notifySuccess } from '../../shared/feedback/notify';
import { disconnectChatChannel, fetchChatChannel, saveChatChannel, testChatChannel } from './chat-channel.api';

export const chatChannelKeys = { current: ['chat-channel'] as const };

/** The company's Slack or Teams channel (null: none); only its admins' own changes move it. */
export const chatChannelQuery = queryOptions({ queryKey: chatChannelKeys.current, queryFn: fetchChatChannel, staleTime: Infinity });

/** Connects the channel or changes what it hears; a failure is also the form's to show. */
export function useSaveChatChannel() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveChatChannelRequest) => saveChatChannel(body),
    onSuccess: (channel) => {
      queryClient.setQueryData(chatChannelKeys.current, channel);
      notifySuccess(t('chat.saved'));
    },
    onError: (error) => notifyFailure(t('chat.saveError'), error),
  });
}

export function useDisconnectChatChannel() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectChatChannel,
    onSuccess: () => {
      queryClient.setQueryData(chatChannelKeys.current, null);
      notifySuccess(t('chat.disconnected'));
    },
    onError: (error) => notifyFailure(t('chat.disconnectError'), error),
  });
}

/** A test post now: the platform's answer, said in a toast. */
export function useTestChatChannel() {
  const { t } = useTranslation('settings');
  return useMutation({
    mutationFn: testChatChannel,
    onSuccess: (answer) => (answer.delivered ? notifySuccess(t('chat.testDelivered')) : notifyError(answer.message ?? t('chat.testError'))),
    onError: (error) => notifyFailure(t('chat.testError'), error),
  });
}
