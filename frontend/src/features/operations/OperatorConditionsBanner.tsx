import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLES_ADMITTED } from '@lesne/contracts';
import { formatDay } from '../../shared/format';
import { useProfile } from '../user';
import { operatorConditionsQuery } from './operations.queries';
import styles from './OperatorConditionsBanner.module.css';

/** On every page of a platform admin: the conditions outside our code that they must act on, while each is in force. */
export function OperatorConditionsBanner() {
  const { role } = useProfile();
  return ROLES_ADMITTED.admin.includes(role) ? <Conditions /> : null;
}

function Conditions() {
  const { t } = useTranslation('layout');
  const { data } = useQuery(operatorConditionsQuery);
  if (!data?.items.length) return null;
  return (
    <section className={styles.banner} aria-label={t('conditions.label')}>
      {data.items.map(({ kind, startedAt, details }) => (
        <div key={kind} className="alert alert--warning" role="alert">
          <p className="alert__title">{t(`conditions.${kind}.title`, details)}</p>
          <div className="alert__body">
            {t(`conditions.${kind}.text`, details)} {t('conditions.since', { day: formatDay(startedAt) })}
          </div>
        </div>
      ))}
    </section>
  );
}
