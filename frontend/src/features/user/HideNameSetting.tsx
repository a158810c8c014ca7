import { useId } from 'react';
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
  /** the choice being saved, shown at once; null once the profile holds it (or saving failed) */
  const saving = saveHideName.isPending ? saveHideName.variables : null;
  const hintId = useId();

  return (
    <div className={styles.setting}>
      <CheckboxField
        label={t('hideName.label')}
        checked={saving ?? profile.hideName}
        disabled={saving !== null}
        aria-describedby={hintId}
        onChange={(event) => saveHideName.mutate(event.target.checked)}
      />
      <p id={hintId} className="field__hint">
        {t('hideName.hint')}
      </p>
    </div>
  );
}
