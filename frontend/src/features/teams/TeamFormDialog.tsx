import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamItem } from '@lesne/contracts';
import { FormActions } from '../../shared/forms/FormActions';
import { TextField } from '../../shared/forms/TextField';
import { useForm } from '../../shared/forms/useForm';
import { Modal } from '../../shared/ui/Modal';
import { EmojiPicker, type EmojiList } from './EmojiPicker';
import { teamNameProblem } from './team-rules';
import { useSaveTeam } from './teams.queries';

interface TeamFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** the team to edit; without one a new team is added */
  team: TeamItem | null;
  emoji: EmojiList;
  onRetryEmoji(): void;
}

export function TeamFormDialog({ open, onOpenChange, team, emoji, onRetryEmoji }: TeamFormDialogProps) {
  const { t } = useTranslation('teams');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t(team ? 'form.editTitle' : 'form.addTitle')}>
      <TeamForm
        team={team}
        emoji={emoji}
        onRetryEmoji={onRetryEmoji}
        onDone={() => onOpenChange(false)}
      />
    </Modal>
  );
}

interface TeamFormProps {
  team: TeamItem | null;
  emoji: EmojiList;
  onRetryEmoji(): void;
  /** cancelled, or saved */
  onDone(): void;
}

function TeamForm({ team, emoji, onRetryEmoji, onDone }: TeamFormProps) {
  const { t } = useTranslation('teams');
  const [emojiId, setEmojiId] = useState<number | null>(team?.emoji_id ?? null);
  const form = useForm({ name: team?.name ?? '' }, (values) => ({ name: teamNameProblem(values.name) }));
  const save = useSaveTeam(team);

  const submit = form.onSubmit(async ({ name }) => {
    await save.mutateAsync({ name: name.trim(), emoji_id: emojiId });
    onDone();
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField label={t('form.name')} required autoComplete="off" {...form.field('name')} />
      <EmojiPicker list={emoji} value={emojiId} onChange={setEmojiId} onRetry={onRetryEmoji} />
      <FormActions onCancel={onDone} submitLabel={t('form.save')} submitting={form.submitting} />
    </form>
  );
}
