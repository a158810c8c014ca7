import type { EventEndType } from '@lesne/contracts';
import { endsByDate } from '@lesne/domain';
import { check, required, type FieldMessage } from '../../shared/forms/validators';

/**
 * An event's parameters as a form holds them, numbers as typed: the platform admin's event
 * form and the company admin's settings edit the same ones.
 */
export type EventParameterValues = {
  dateFrom: string;
  dateTo: string;
  standard: string;
  bike: string;
  treeLimit: string;
  eventEndType: EventEndType;
  manualActivitiesAllowed: boolean;
  manualActivitiesApproval: boolean;
  maxDaysBeforeManualActivity: string;
};

/** The end date: needed only when the event ends by date, and then after the start. */
export function checkEndDate({ eventEndType, dateFrom, dateTo }: EventParameterValues): FieldMessage | undefined {
  if (!endsByDate(eventEndType)) return undefined;
  return check(dateTo, required) ?? (dateTo <= dateFrom ? { key: 'validation:endAfterStart' } : undefined);
}
