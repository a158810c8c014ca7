import { Trans, useTranslation } from 'react-i18next';
import type { CompanyResponse, CompanyStats, EventEndType } from '@lesne/contracts';
import {
  addDays,
  earliestStart,
  endsByDate,
  endsByTrees,
  MANUAL_WINDOW_DAYS,
  SETTINGS_KM_PER_TREE,
  SETTINGS_TREE_LIMIT,
  warsawDay,
} from '@lesne/domain';
import { SUPPORT_EMAIL } from '../../shared/constants';
import { formatDay } from '../../shared/format';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { CheckboxField } from '../../shared/forms/CheckboxField';
import { NumberField } from '../../shared/forms/NumberField';
import { SelectField } from '../../shared/forms/SelectField';
import { DateField } from '../../shared/forms/DateField';
import { useForm } from '../../shared/forms/useForm';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { Fact } from '../../shared/ui/Fact';
import { supportMailLink } from '../../shared/ui/SupportContact';
import { useSaveEventSettings } from './settings.queries';
import {
  clampTyped,
  settingsEndTypeChange,
  settingsRequest,
  settingsValuesFrom,
  validateSettings,
} from './settings-form';
import styles from './EventSettingsCard.module.css';

/** End types a company admin may choose between; an event ending by both keeps it (the selector is hidden). */
const CHOOSABLE_END_TYPES: readonly EventEndType[] = ['date', 'trees'];

/** The two km-per-tree ratios: every activity but cycling, then cycling. */
const KM_PER_TREE_FIELDS = ['standard', 'bike'] as const;

export function EventSettingsCard({ company }: { company: CompanyResponse }) {
  const { t } = useTranslation('settings');
  const saveSettings = useSaveEventSettings();
  const saved = company.stats;
  const today = warsawDay(new Date());
  const form = useForm(settingsValuesFrom(saved), (values) => validateSettings(values, { saved, today }));
  const { values } = form;
  const editable = saved.settingsEditable;

  const clampOnBlur = (name: 'standard' | 'bike' | 'maxDaysBeforeManualActivity' | 'maxDaysBeforeFileActivity', range: { min: number; max: number }) => ({
    onBlur: () => {
      const clamped = clampTyped(values[name], range);
      if (clamped !== values[name]) form.setValue(name, clamped);
    },
  });

  const submit = form.onSubmit(async (current) => {
    const updated = await saveSettings.mutateAsync(settingsRequest(current, saved));
    form.patch(settingsValuesFrom(updated.stats));
  });

  // A finished event keeps its parameters for reference; nothing in it can change any more.
  if (saved.eventStatus === 'closed') {
    return (
      <Card title={t('event.title')}>
        <LockedParameters stats={saved} note={t('event.closedNote')} />
      </Card>
    );
  }

  return (
    <Card title={t('event.title')}>
      <form className="form" noValidate onSubmit={submit}>
        {editable ? (
          <div className="form__grid">
            {saved.eventEndType === 'both' ? (
              <p className={`form__note ${styles.fullWidth}`}>{t('event.endsByBoth')}</p>
            ) : (
              <SelectField
                label={t('event.endType')}
                value={values.eventEndType}
                onChange={(event) => form.patch(settingsEndTypeChange(event.target.value as EventEndType, saved))}
              >
                {CHOOSABLE_END_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`common:endType.${type}`)}
                  </option>
                ))}
              </SelectField>
            )}
            <DateField
              label={t('event.dateFrom')}
              required
              min={earliestStart(today)}
              hint={t('event.dateFromHint', { date: formatDay(earliestStart(today)) })}
              {...form.field('dateFrom')}
            />
            {endsByDate(values.eventEndType) && (
              <DateField
                label={t('event.dateTo')}
                required
                min={values.dateFrom ? addDays(values.dateFrom, 1) : undefined}
                hint={t('event.dateToHint')}
                {...form.field('dateTo')}
              />
            )}
            {KM_PER_TREE_FIELDS.map((name) => (
              <NumberField
                key={name}
                label={t(`event.${name}`)}
                range={SETTINGS_KM_PER_TREE[name]}
                decimals
                required
                hint={t(`event.${name}Hint`)}
                {...form.field(name)}
                {...clampOnBlur(name, SETTINGS_KM_PER_TREE[name])}
              />
            ))}
            {endsByTrees(values.eventEndType) && (
              <NumberField
                label={t('event.treeLimit')}
                range={SETTINGS_TREE_LIMIT}
                required
                hint={t('event.treeLimitHint')}
                title={t('event.treeLimitHint')}
                {...form.field('treeLimit')}
              />
            )}
          </div>
        ) : (
          <LockedParameters stats={saved} />
        )}
        <fieldset className="form__options">
          <legend>{t('event.activities')}</legend>
          <CheckboxField label={t('event.manualAllowed')} {...form.checkbox('manualActivitiesAllowed')} />
          {values.manualActivitiesAllowed && (
            <CheckboxField label={t('event.manualApproval')} {...form.checkbox('manualActivitiesApproval')} />
          )}
          <NumberField
            label={t('event.manualWindow')}
            range={MANUAL_WINDOW_DAYS}
            required
            hint={t('event.manualWindowHint')}
            {...form.field('maxDaysBeforeManualActivity')}
            {...clampOnBlur('maxDaysBeforeManualActivity', MANUAL_WINDOW_DAYS)}
          />
          <CheckboxField label={t('event.countVirtual')} {...form.checkbox('countVirtualActivities')} />
        </fieldset>
        <fieldset className="form__options">
          <legend>{t('event.files')}</legend>
          <p className="muted">{t('event.filesExplained')}</p>
          <CheckboxField label={t('event.filesAllowed')} {...form.checkbox('fileActivitiesAllowed')} />
          {values.fileActivitiesAllowed && (
            <>
              <CheckboxField label={t('event.filesApproval')} {...form.checkbox('fileActivitiesApproval')} />
              <NumberField
                label={t('event.filesWindow')}
                range={MANUAL_WINDOW_DAYS}
                required
                hint={t('event.manualWindowHint')}
                {...form.field('maxDaysBeforeFileActivity')}
                {...clampOnBlur('maxDaysBeforeFileActivity', MANUAL_WINDOW_DAYS)}
              />
            </>
          )}
        </fieldset>
        <fieldset className="form__options">
          <legend>{t('event.digest')}</legend>
          <p className="muted">{t('event.digestExplained')}</p>
          <CheckboxField label={t('event.digestOn')} {...form.checkbox('weeklyDigest')} />
        </fieldset>
        <div className="form__actions form__actions--start">
          <Button type="submit" busy={form.submitting}>
            {t('event.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** After the start: the locked parameters as text, and whom to ask for a change (or, once closed, the given note). */
function LockedParameters({ stats, note }: { stats: CompanyStats; note?: string }) {
  const { t } = useTranslation('settings');
  const { formatNumber } = useNumberFormat();
  const km = (value: number) => t('event.kmValue', { km: formatNumber(value) });
  const rows: [string, string][] = [
    [t('event.dateFrom'), formatDay(stats.dateFrom)],
    [t('event.dateTo'), endsByDate(stats.eventEndType) ? formatDay(stats.dateTo) : t('event.noEndDate')],
    [t('event.standard'), km(stats.convert.standard)],
    [t('event.bike'), km(stats.convert.bike)],
    ...(endsByTrees(stats.eventEndType) ? [[t('event.treeLimit'), formatNumber(stats.treeLimit)] as [string, string]] : []),
    [t('event.endType'), t(`common:endType.${stats.eventEndType}`)],
  ];
  return (
    <div className={styles.locked}>
      <h3 className={styles.lockedTitle}>{t('event.lockedTitle')}</h3>
      <dl className="facts">
        {rows.map(([label, value]) => (
          <Fact key={label} label={label}>{value}</Fact>
        ))}
      </dl>
      <p className="form__note" role="note">
        {note ?? (
          <Trans t={t} i18nKey="event.locked" values={{ email: SUPPORT_EMAIL }} components={{ mail: supportMailLink }} />
        )}
      </p>
    </div>
  );
}

