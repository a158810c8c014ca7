import { useTranslation } from 'react-i18next';
import type { EventStatus } from '@lesne/contracts';
import { cx } from '../../shared/ui/cx';
import styles from './EventStatusBadge.module.css';

/** Oczekuje / Trwa / Zakończone, coloured by status. */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation();
  return <span className={cx('badge', styles[status])}>{t(`eventStatus.${status}`)}</span>;
}
