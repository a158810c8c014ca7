import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatChannelView } from '@lesne/contracts';
import { renderScreen } from '../../test/toasts';
import { disconnectChatChannel, fetchChatChannel, saveChatChannel, testChatChannel } from './chat-channel.api';
import { ChatChannelCard } from './ChatChannelCard';

jest.mock('./chat-channel.api');

const SLACK: ChatChannelView = {
  platform: 'slack', lang: 'pl', addressHint: 'hooks.slack.com/…x7Qa', podiumHour: 16, milestoneEveryTrees: 100, halfway: true, close: true, joiners: false, disabledAt: null,
};
const HOOK = 'https://hooks.slack.com/services/T000/B000/abcdefx7Qa';

function renderCard(channel: ChatChannelView | null) {
  jest.mocked(fetchChatChannel).mockResolvedValue(channel);
  return renderScreen(<ChatChannelCard />, '/ustawienia-eventu');
}

describe('ChatChannelCard', () => {
  beforeEach(() => jest.clearAllMocks());

  it('connects a Slack channel with the podium at 16:00, milestones every 100 trees, the half-way point and the close, joiners off', async () => {
    jest.mocked(saveChatChannel).mockResolvedValue(SLACK);
    renderCard(null);
    await userEvent.type(await screen.findByLabelText(/Adres webhooka kanału/), HOOK);
    await userEvent.click(screen.getByRole('button', { name: 'Połącz kanał' }));
    expect(saveChatChannel).toHaveBeenCalledWith({ platform: 'slack', lang: 'pl', url: HOOK, podiumHour: 16, milestoneEveryTrees: 100, halfway: true, close: true, joiners: false });
    expect(await screen.findByText('Połączono: Slack, hooks.slack.com/…x7Qa')).toBeInTheDocument();
  });

  it('asks for the address before connecting', async () => {
    renderCard(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Połącz kanał' }));
    expect(saveChatChannel).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Adres webhooka kanału/)).toHaveAccessibleDescription(expect.stringContaining('To pole jest wymagane'));
  });

  it('changes what is posted without asking for the address again, and says what a test post did', async () => {
    jest.mocked(saveChatChannel).mockResolvedValue({ ...SLACK, podiumHour: null });
    jest.mocked(testChatChannel).mockResolvedValue({ delivered: false, message: 'Platforma odrzuciła wpis (odpowiedź 403).' });
    renderCard(SLACK);
    await userEvent.selectOptions(await screen.findByLabelText('Codzienne podium o godzinie'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(saveChatChannel).toHaveBeenCalledWith(expect.not.objectContaining({ url: expect.anything() }));
    expect(saveChatChannel).toHaveBeenCalledWith(expect.objectContaining({ podiumHour: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij wpis testowy' }));
    expect(await screen.findByText('Platforma odrzuciła wpis (odpowiedź 403).')).toBeInTheDocument();
  });

  it('says when the hook went quiet and takes a new address, and disconnects only once asked', async () => {
    jest.mocked(disconnectChatChannel).mockResolvedValue(undefined);
    renderCard({ ...SLACK, disabledAt: '2026-11-27T10:00:00Z' });
    expect(await screen.findByText('Kanał nie dostaje już wpisów')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wyślij wpis testowy' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Odłącz kanał' }));
    expect(disconnectChatChannel).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Odłączyć kanał?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odłącz kanał' }));
    expect(disconnectChatChannel).toHaveBeenCalled();
    expect(await screen.findByText('Kanał odłączony.')).toBeInTheDocument();
  });
});
