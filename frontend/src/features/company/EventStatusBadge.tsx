import { useTranslation } from 'react-i18next';
import type { EventStatus } from '@lesne/contracts';

/** Oczekuje / Trwa / Zakończone, coloured by status. */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation();
  return <span className={`badge badge--${status}`}>{t(`eventStatus.${status}`)}</span>;
}
