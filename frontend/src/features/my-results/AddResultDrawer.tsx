import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityTypesResponse, AddActivityResponse, CompanyResponse } from '@lesne/contracts';
import { MANUAL_RESULTS_PER_DAY, treesFor, warsawDay } from '@lesne/domain';
import { errorMessage } from '../../shared/api/errors';
import { ErrorAlert } from '../../shared/feedback/ErrorAlert';
import { SelectField } from '../../shared/forms/SelectField';
import { DateField } from '../../shared/forms/DateField';
import { TextField } from '../../shared/forms/TextField';
import { useForm } from '../../shared/forms/useForm';
import type { FieldMessage } from '../../shared/forms/validators';
import { formatDay } from '../../shared/format';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { Button } from '../../shared/ui/Button';
import { Drawer } from '../../shared/ui/Drawer';
import { Modal } from '../../shared/ui/Modal';
import { Spinner } from '../../shared/ui/Spinner';
import styles from './AddResultDrawer.module.css';
import {
  activityTypesQuery,
  exceedsMaxDistance,
  manualDayBounds,
  myActivitiesQuery,
  parseDistance,
  useActivityTypeLabel,
  useAddActivity,
  validateAddResult,
  type AddResultValues,
  type ManualWindow,
} from '../activities';

interface AddResultDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  company: CompanyResponse;
  /** whose entries count towards the daily limit */
  userId: number;
  /** the server took the result (approved or pending); my entries and totals are asked again already */
  onAdded?(response: AddActivityResponse): void;
}

/**
 * The add-result form, sliding in from the right; a new opening starts from a clean form.
 * Mount it at the first opening: the activity types load then, once.
 */
export function AddResultDrawer({ open, onOpenChange, company, userId, onAdded }: AddResultDrawerProps) {
  const { t } = useTranslation('activities');
  const types = useQuery(activityTypesQuery);
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('addResult.title')} description={t('addResult.description')}>
      {types.data ? (
        <AddResultForm
          company={company}
          userId={userId}
          types={types.data}
          onCancel={() => onOpenChange(false)}
          onAdded={(response) => {
            onAdded?.(response);
            onOpenChange(false);
          }}
        />
      ) : types.isError && !types.isFetching ? (
        <div className="form">
          <ErrorAlert title={t('addResult.typesError')} error={types.error} />
          <div className="form__actions form__actions--start">
            <Button variant="secondary" onClick={() => void types.refetch()}>
              {t('common:retry')}
            </Button>
          </div>
        </div>
      ) : (
        <Spinner centered />
      )}
    </Drawer>
  );
}

interface AddResultFormProps {
  company: CompanyResponse;
  userId: number;
  types: ActivityTypesResponse;
  onCancel(): void;
  onAdded(response: AddActivityResponse): void;
}

function AddResultForm({ company, userId, types, onCancel, onAdded }: AddResultFormProps) {
  const { t } = useTranslation('activities');
  const typeLabel = useActivityTypeLabel();
  const { formatTrees } = useNumberFormat();
  const entries = useQuery(myActivitiesQuery(userId));
  const [manualWindow] = useState<ManualWindow>(() => ({
    today: warsawDay(new Date()),
    windowDays: types.maxDaysBeforeManualActivity,
    dateFrom: company.stats.dateFrom,
    dateTo: company.stats.dateTo,
  }));
  const bounds = manualDayBounds(manualWindow);
  const form = useForm<AddResultValues>({ day: manualWindow.today, distance: '', activityType: '' }, (values) =>
    validateAddResult(values, manualWindow),
  );
  const [tooLong, setTooLong] = useState(false);
  const add = useAddActivity(userId);

  /** A distance over 500 km is not taken: the field keeps what it had and the alert says why. */
  function changeDistance(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.target.value;
    if (exceedsMaxDistance(typed)) {
      setTooLong(true);
      return;
    }
    setTooLong(false);
    form.setValue('distance', typed);
  }

  // The server takes at most 3 results added by hand for one day (counted by the result's day).
  const sameDay = (entries.data ?? []).filter((entry) => entry.source === 'manual' && entry.day === form.values.day).length;
  const dayFull = sameDay >= MANUAL_RESULTS_PER_DAY;
  const dailyId = useId();
  const dayName = form.values.day === manualWindow.today ? t('addResult.daily.today') : formatDay(form.values.day);

  // A failure shows in its own dialog (the mutation's error), over the form as it was.
  const submit = form.onSubmit(async (values) => {
    if (dayFull || add.isPending) return;
    add.mutate(
      { startTime: values.day, distance: parseDistance(values.distance), activityType: Number(values.activityType) },
      { onSuccess: onAdded },
    );
  });

  const chosenType = types.activity_types.find((type) => String(type.id) === form.values.activityType);
  const distance = parseDistance(form.values.distance);
  const preview =
    chosenType && distance > 0 && !exceedsMaxDistance(form.values.distance)
      ? formatTrees(treesFor(distance, chosenType.translationKey, company.stats.convert))
      : null;
  // One message at a time: a refused keystroke says why instead of what the kept value lacks.
  const distanceError: FieldMessage | undefined = tooLong ? { key: 'activities:addResult.maxDistance' } : form.errors.distance;

  return (
    <form className="form" noValidate onSubmit={submit}>
      <DateField
        label={t('addResult.date')}
        required
        // The form appears once the activity types load: the first field of the drawer (a dialog)
        // takes the focus then, as the dialog would give it on opening.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- see above
        autoFocus
        min={bounds.min}
        max={bounds.max}
        hint={t('addResult.dateHint', { min: formatDay(bounds.min), max: formatDay(bounds.max) })}
        {...form.field('day')}
      />
      {entries.data && (
        <p id={dailyId} className={dayFull ? styles.dailyFull : styles.daily} role="status">
          {t('addResult.daily.count', { day: dayName, n: sameDay, limit: MANUAL_RESULTS_PER_DAY })}
          {dayFull && ` ${t('addResult.daily.full')}`}
        </p>
      )}
      <TextField
        label={t('addResult.distance')}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        required
        hint={t('addResult.distanceHint')}
        value={form.values.distance}
        error={distanceError}
        onChange={changeDistance}
      />
      <SelectField label={t('addResult.type')} required {...form.field('activityType')}>
        <option value="">{t('addResult.typePlaceholder')}</option>
        {types.activity_types.map((type) => (
          <option key={type.id} value={type.id}>
            {typeLabel(type)}
          </option>
        ))}
      </SelectField>
      <p className={styles.preview} aria-live="polite">
        {preview && t('addResult.treesPreview', { trees: preview })}
      </p>
      <div className="form__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" busy={add.isPending} disabled={dayFull} aria-describedby={dayFull ? dailyId : undefined}>
          {t('addResult.submit')}
        </Button>
      </div>
      <Modal
        open={add.isError}
        onOpenChange={(next) => !next && add.reset()}
        title={t('addResult.error')}
        description={add.isError ? errorMessage(add.error) : undefined}
      >
        <div className={styles.errorDialog}>
          <ErrorIcon />
          <div className="form__actions">
            <Button onClick={() => add.reset()}>{t('addResult.errorBack')}</Button>
          </div>
        </div>
      </Modal>
    </form>
  );
}

function ErrorIcon() {
  return (
    <svg className={styles.errorIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="currentColor" />
      <path d="M24 12v15" stroke="#fff" strokeWidth="4.5" strokeLinecap="round" />
      <circle cx="24" cy="35" r="2.8" fill="#fff" />
    </svg>
  );
}
