import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../shared/feedback/notify';
import { CheckboxField } from '../../shared/forms/CheckboxField';
import { updateProfile } from './user.api';
import { useProfile, useSetProfile } from './user.queries';
import styles from './HideNameSetting.module.css';

/**
 * Whether my name shows in shared rankings (the ranking, the podium, office screens): others see
 * the anonymous user instead, and my trees count either way (libs/domain visibility.ts). Saved as
 * soon as it is ticked.
 */
export function HideNameSetting() {
  const { t } = useTranslation('user');
  const profile = useProfile();
  const setProfile = useSetProfile();
  /** the choice being saved, shown at once; null once the profile holds it (or saving failed) */
  const [saving, setSaving] = useState<boolean | null>(null);
  const hintId = useId();

  async function change(hideName: boolean) {
    setSaving(hideName);
    try {
      setProfile(await updateProfile({ hideName }));
      notifySuccess(t(hideName ? 'hideName.hidden' : 'hideName.shown'));
    } catch (error) {
      notifyFailure(t('hideName.error'), error);
    } finally {
      setSaving(null);
    }
  }

  return (
    <div className={styles.setting}>
      <CheckboxField
        label={t('hideName.label')}
        checked={saving ?? profile.hideName}
        disabled={saving !== null}
        aria-describedby={hintId}
        onChange={(event) => void change(event.target.checked)}
      />
      <p id={hintId} className="field__hint">
        {t('hideName.hint')}
      </p>
    </div>
  );
}
