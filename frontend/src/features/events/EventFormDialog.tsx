import { useTranslation } from 'react-i18next';
import { EVENT_END_TYPES, type AdminEventRow, type EventEndType } from '@lesne/contracts';
import { ADMIN_KM_PER_TREE, endsByDate, MANUAL_WINDOW_DAYS, warsawDay } from '@lesne/domain';
import { CheckboxField } from '../../shared/forms/CheckboxField';
import { FormActions } from '../../shared/forms/FormActions';
import { NumberField } from '../../shared/forms/NumberField';
import { SelectField } from '../../shared/forms/SelectField';
import { DateField } from '../../shared/forms/DateField';
import { TextField } from '../../shared/forms/TextField';
import { useForm } from '../../shared/forms/useForm';
import { Modal } from '../../shared/ui/Modal';
import { useSaveEvent } from './events.queries';
import {
  endTypeChange,
  eventValuesFrom,
  newEventValues,
  validateEvent,
  type EventFormMode,
} from './event-form';

interface EventFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** the event to edit; without one the dialog adds a new event */
  event?: AdminEventRow | null;
}

export function EventFormDialog({ open, onOpenChange, event }: EventFormDialogProps) {
  const { t } = useTranslation('events');
  const mode: EventFormMode = event ? 'edit' : 'add';
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      wide
      title={t(mode === 'add' ? 'form.addTitle' : 'form.editTitle')}
      description={mode === 'add' ? t('form.addDescription') : undefined}
    >
      {/* Mounted only while open, so every opening starts from the defaults or the saved event. */}
      <EventForm
        event={event ?? null}
        onDone={() => onOpenChange(false)}
      />
    </Modal>
  );
}

function EventForm({ event, onDone }: { event: AdminEventRow | null; /** cancelled, or saved */ onDone(): void }) {
  const { t } = useTranslation('events');
  const mode: EventFormMode = event ? 'edit' : 'add';
  const form = useForm(event ? eventValuesFrom(event) : newEventValues(warsawDay(new Date())), (values) =>
    validateEvent(values, mode),
  );
  const { values } = form;
  const save = useSaveEvent(event);

  const submit = form.onSubmit(async (current) => {
    await save.mutateAsync(current);
    onDone();
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <div className="form__grid">
        <TextField label={t('form.company')} required autoComplete="organization" {...form.field('company')} />
        {mode === 'add' && (
          <>
            <TextField label={t('form.email')} type="email" required autoComplete="off" {...form.field('email')} />
            <TextField label={t('form.userName')} required autoComplete="off" {...form.field('userName')} />
          </>
        )}
        <SelectField
          label={t('form.eventEndType')}
          value={values.eventEndType}
          onChange={(change) => form.patch(endTypeChange(change.target.value as EventEndType))}
        >
          {EVENT_END_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`common:endType.${type}`)}
            </option>
          ))}
        </SelectField>
        <DateField label={t('form.dateFrom')} required {...form.field('dateFrom')} />
        {endsByDate(values.eventEndType) && (
          <DateField
            label={t('form.dateTo')}
            required
            min={values.dateFrom || undefined}
            {...form.field('dateTo')}
          />
        )}
        <NumberField label={t('form.standard')} range={ADMIN_KM_PER_TREE} decimals required {...form.field('standard')} />
        <NumberField label={t('form.bike')} range={ADMIN_KM_PER_TREE} decimals required {...form.field('bike')} />
        <NumberField label={t('form.treeLimit')} range={{ min: 0 }} required {...form.field('treeLimit')} />
        <NumberField
          label={t('form.maxDaysBeforeManualActivity')}
          range={MANUAL_WINDOW_DAYS}
          required
          {...form.field('maxDaysBeforeManualActivity')}
        />
      </div>
      <fieldset className="form__options">
        <legend>{t('form.options')}</legend>
        <CheckboxField label={t('form.manualActivitiesAllowed')} {...form.checkbox('manualActivitiesAllowed')} />
        {values.manualActivitiesAllowed && (
          <CheckboxField label={t('form.manualActivitiesApproval')} {...form.checkbox('manualActivitiesApproval')} />
        )}
        <CheckboxField label={t('form.orderPaid')} {...form.checkbox('orderPaid')} />
        <CheckboxField label={t('form.flagSystem')} {...form.checkbox('flagSystem')} />
        <CheckboxField label={t('form.isTest')} {...form.checkbox('isTest')} />
        <CheckboxField label={t('form.teams')} {...form.checkbox('teams')} />
        <CheckboxField label={t('form.hideRanking')} {...form.checkbox('hideRanking')} />
      </fieldset>
      <FormActions onCancel={onDone} submitLabel={t(mode === 'add' ? 'form.addSubmit' : 'form.editSubmit')} submitting={form.submitting} />
    </form>
  );
}
