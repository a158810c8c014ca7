import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../shared/forms/CheckboxField';
import { useProfile, useSaveProfileSwitch, type ProfileSwitchName } from './user.queries';
import styles from './ProfileSwitch.module.css';

/**
 * One of my own settings as a box saved as soon as it is ticked: `hideName`, whether my name
 * shows in shared rankings (the ranking, the podium, office screens: others see the anonymous
 * user instead, and my trees count either way, libs/domain visibility.ts), or `weeklyDigest`,
 * whether I get the Monday summary by mail.
 */
export function ProfileSwitch({ name }: { name: ProfileSwitchName }) {
  const { t } = useTranslation('user');
  const profile = useProfile();
  const saveSwitch = useSaveProfileSwitch(name);
  /**
   * The choice being saved, shown at once: set in the click's own render, since the mutation's
   * state reaches the component a task later and React would show the old value meanwhile. Null
   * once saving settled (the profile holds the choice, or it failed).
   */
  const [saving, setSaving] = useState<boolean | null>(null);
  const hintId = useId();
  const save = (on: boolean) => {
    setSaving(on);
    saveSwitch.mutate(on, { onSettled: () => setSaving(null) });
  };

  return (
    <div className={styles.setting}>
      <CheckboxField
        label={t(`${name}.label`)}
        checked={saving ?? profile[name]}
        disabled={saving !== null}
        aria-describedby={hintId}
        onChange={(event) => save(event.target.checked)}
      />
      <p id={hintId} className="field__hint">
        {t(`${name}.hint`)}
      </p>
    </div>
  );
}
