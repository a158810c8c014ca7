import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatChannelView, ChatPlatform, Lang, SaveChatChannelRequest } from '@lesne/contracts';
import { CHAT_MILESTONE_TREES } from '@lesne/domain';
import { CheckboxField } from '../../shared/forms/CheckboxField';
import { NumberField } from '../../shared/forms/NumberField';
import { SelectField } from '../../shared/forms/SelectField';
import { TextField } from '../../shared/forms/TextField';
import { useForm, type FormErrors } from '../../shared/forms/useForm';
import { check, numberIn, parseNumber, required } from '../../shared/forms/validators';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { RemoteContent } from '../../shared/ui/RemoteContent';
import { SegmentedControl } from '../../shared/ui/SegmentedControl';
import { chatChannelQuery, useDisconnectChatChannel, useSaveChatChannel, useTestChatChannel } from './chat-channel.queries';
import styles from './ChatChannelCard.module.css';

const PLATFORMS: ReadonlyArray<{ value: ChatPlatform; label: string }> = [
  { value: 'slack', label: 'Slack' },
  { value: 'teams', label: 'Microsoft Teams' },
];
const LANGUAGES: ReadonlyArray<{ value: Lang; label: string }> = [
  { value: 'pl', label: 'Polski' },
  { value: 'en', label: 'English' },
];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

type ChannelValues = {
  platform: ChatPlatform;
  lang: Lang;
  url: string;
  podiumHour: string;
  milestoneEveryTrees: string;
  halfway: boolean;
  close: boolean;
  joiners: boolean;
};

function valuesOf(channel: ChatChannelView | null, lang: Lang): ChannelValues {
  return {
    platform: channel?.platform ?? 'slack',
    lang: channel?.lang ?? lang,
    url: '',
    podiumHour: channel ? (channel.podiumHour === null ? '' : String(channel.podiumHour)) : '16',
    milestoneEveryTrees: channel ? (channel.milestoneEveryTrees === null ? '' : String(channel.milestoneEveryTrees)) : '100',
    halfway: channel?.halfway ?? true,
    close: channel?.close ?? true,
    joiners: channel?.joiners ?? false,
  };
}

/** A new address is needed to connect, to move to the other platform, and to come back after the hook went quiet. */
function needsAddress(values: ChannelValues, channel: ChatChannelView | null): boolean {
  return !channel || channel.platform !== values.platform || channel.disabledAt !== null;
}

function validate(values: ChannelValues, channel: ChatChannelView | null): FormErrors<ChannelValues> {
  return {
    url: needsAddress(values, channel) ? check(values.url, required) : undefined,
    milestoneEveryTrees: values.milestoneEveryTrees.trim() ? check(values.milestoneEveryTrees, numberIn(CHAT_MILESTONE_TREES)) : undefined,
  };
}

function request(values: ChannelValues): SaveChatChannelRequest {
  return {
    platform: values.platform,
    lang: values.lang,
    ...(values.url.trim() ? { url: values.url.trim() } : {}),
    podiumHour: values.podiumHour === '' ? null : Number(values.podiumHour),
    milestoneEveryTrees: values.milestoneEveryTrees.trim() ? parseNumber(values.milestoneEveryTrees) : null,
    halfway: values.halfway,
    close: values.close,
    joiners: values.joiners,
  };
}

/** The company's Slack or Teams channel: connected by pasting its incoming webhook, tested, told what to post. */
export function ChatChannelCard() {
  const { t } = useTranslation('settings');
  const channel = useQuery(chatChannelQuery);
  return (
    <Card title={t('chat.title')}>
      <p>{t('chat.intro')}</p>
      <RemoteContent remote={channel} errorTitle={t('chat.loadError')}>
        {(saved) => <ChannelForm key={saved ? `${saved.platform}:${saved.addressHint}:${saved.disabledAt}` : 'none'} saved={saved} />}
      </RemoteContent>
    </Card>
  );
}

function ChannelForm({ saved }: { saved: ChatChannelView | null }) {
  const { t, i18n } = useTranslation('settings');
  const save = useSaveChatChannel();
  const test = useTestChatChannel();
  const disconnect = useDisconnectChatChannel();
  const [confirming, setConfirming] = useState(false);
  const form = useForm(valuesOf(saved, i18n.language === 'en' ? 'en' : 'pl'), (values) => validate(values, saved));
  const { values } = form;
  const submit = form.onSubmit(async (current) => {
    const channel = await save.mutateAsync(request(current));
    form.patch({ ...valuesOf(channel, channel.lang) });
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      {saved?.disabledAt && (
        <Alert variant="warning" title={t('chat.disabledTitle')}>
          {t('chat.disabledText')}
        </Alert>
      )}
      {saved && !saved.disabledAt && <p className={styles.connected}>{t('chat.connected', { platform: PLATFORMS.find((p) => p.value === saved.platform)?.label, address: saved.addressHint })}</p>}
      <SegmentedControl label={t('chat.platform')} options={PLATFORMS} value={values.platform} onChange={(platform) => form.setValue('platform', platform)} />
      <TextField
        label={t(saved ? 'chat.newAddress' : 'chat.address')}
        hint={t(`chat.addressHint.${values.platform}`)}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        required={needsAddress(values, saved)}
        {...form.field('url')}
      />
      <SegmentedControl label={t('chat.language')} options={LANGUAGES} value={values.lang} onChange={(lang) => form.setValue('lang', lang)} />
      <fieldset className="form__options">
        <legend>{t('chat.posts')}</legend>
        <SelectField label={t('chat.podiumHour')} {...form.field('podiumHour')}>
          <option value="">{t('chat.noPodium')}</option>
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {`${String(hour).padStart(2, '0')}:00`}
            </option>
          ))}
        </SelectField>
        <NumberField label={t('chat.milestoneEveryTrees')} hint={t('chat.milestoneHint')} range={CHAT_MILESTONE_TREES} {...form.field('milestoneEveryTrees')} />
        <CheckboxField label={t('chat.halfway')} {...form.checkbox('halfway')} />
        <CheckboxField label={t('chat.close')} {...form.checkbox('close')} />
        <CheckboxField label={t('chat.joiners')} {...form.checkbox('joiners')} />
      </fieldset>
      <div className="form__actions form__actions--start">
        <Button type="submit" busy={form.submitting}>
          {t(saved ? 'chat.save' : 'chat.connect')}
        </Button>
        {saved && !saved.disabledAt && (
          <Button variant="secondary" busy={test.isPending} onClick={() => test.mutate()}>
            {t('chat.test')}
          </Button>
        )}
        {saved && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('chat.disconnect')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('chat.disconnectTitle')}
        description={t('chat.disconnectQuestion')}
        confirmLabel={t('chat.disconnect')}
        onConfirm={() => disconnect.mutateAsync()}
      />
    </form>
  );
}
