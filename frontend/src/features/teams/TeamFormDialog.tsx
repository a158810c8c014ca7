import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamItem } from '@lesne/contracts';
import { notifyServerMessageOr, notifySuccess } from '../../shared/feedback/notify';
import { FormActions } from '../../shared/forms/FormActions';
import { TextField } from '../../shared/forms/TextField';
import { useIdempotencyKey } from '../../shared/api/useIdempotencyKey';
import { useForm } from '../../shared/forms/useForm';
import { Modal } from '../../shared/ui/Modal';
import { EmojiPicker, type EmojiList } from './EmojiPicker';
import { teamNameProblem } from './team-rules';
import { createTeam, updateTeam } from './teams.api';

interface TeamFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** the team to edit; without one a new team is added */
  team: TeamItem | null;
  emoji: EmojiList;
  onRetryEmoji(): void;
  onSaved(team: TeamItem, added: boolean): void;
}

export function TeamFormDialog({ open, onOpenChange, team, emoji, onRetryEmoji, onSaved }: TeamFormDialogProps) {
  const { t } = useTranslation('teams');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t(team ? 'form.editTitle' : 'form.addTitle')}>
      <TeamForm
        team={team}
        emoji={emoji}
        onRetryEmoji={onRetryEmoji}
        onCancel={() => onOpenChange(false)}
        onSaved={(saved, added) => {
          onOpenChange(false);
          onSaved(saved, added);
        }}
      />
    </Modal>
  );
}

interface TeamFormProps {
  team: TeamItem | null;
  emoji: EmojiList;
  onRetryEmoji(): void;
  onCancel(): void;
  onSaved(team: TeamItem, added: boolean): void;
}

function TeamForm({ team, emoji, onRetryEmoji, onCancel, onSaved }: TeamFormProps) {
  const { t } = useTranslation('teams');
  const [emojiId, setEmojiId] = useState<number | null>(team?.emoji_id ?? null);
  const form = useForm({ name: team?.name ?? '' }, (values) => ({ name: teamNameProblem(values.name) }));
  const withKey = useIdempotencyKey();

  const submit = form.onSubmit(async ({ name }) => {
    const body = { name: name.trim(), emoji_id: emojiId };
    let saved: TeamItem;
    try {
      saved = team ? await updateTeam(team.id, body) : await withKey(createTeam, body);
    } catch (error) {
      notifyServerMessageOr(t('toast.saveError'), error);
      throw error;
    }
    notifySuccess(t(team ? 'toast.saved' : 'toast.added'));
    onSaved(saved, !team);
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField label={t('form.name')} required autoComplete="off" {...form.field('name')} />
      <EmojiPicker list={emoji} value={emojiId} onChange={setEmojiId} onRetry={onRetryEmoji} />
      <FormActions onCancel={onCancel} submitLabel={t('form.save')} submitting={form.submitting} />
    </form>
  );
}
