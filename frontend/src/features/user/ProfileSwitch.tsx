import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../shared/forms/CheckboxField';
import { useProfile, useSaveHideName } from './user.queries';
import styles from './HideNameSetting.module.css';

/**
 * Whether my name shows in shared rankings (the ranking, the podium, office screens): others see
 * the anonymous user instead, and my trees count either way (libs/domain visibility.ts). Saved as
 * soon as it is ticked.
 */
export function HideNameSetting() {
  const { t } = useTranslation('user');
  const profile = useProfile();
  const saveHideName = useSaveHideName();
  /**
   * The choice being saved, shown at once: set in the click's own render, since the mutation's
   * state reaches the component a task later and React would show the old value meanwhile. Null
   * once saving settled (the profile holds the choice, or it failed).
   */
  const [saving, setSaving] = useState<boolean | null>(null);
  const hintId = useId();
  const save = (hideName: boolean) => {
    setSaving(hideName);
    saveHideName.mutate(hideName, { onSettled: () => setSaving(null) });
  };

  return (
    <div className={styles.setting}>
      <CheckboxField
        label={t('hideName.label')}
        checked={saving ?? profile.hideName}
        disabled={saving !== null}
        aria-describedby={hintId}
        onChange={(event) => save(event.target.checked)}
      />
      <p id={hintId} className="field__hint">
        {t('hideName.hint')}
      </p>
    </div>
  );
}
