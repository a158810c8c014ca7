import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../shared/format';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { Card } from '../../shared/ui/Card';
import { Fact } from '../../shared/ui/Fact';
import { RemoteContent } from '../../shared/ui/RemoteContent';
import { surveySummaryQuery } from './survey.queries';
import styles from './SurveySummaryCard.module.css';

/** The company admin's view of the survey: averages and suggestions, without who gave them. */
export function SurveySummaryCard() {
  const { t } = useTranslation('survey');
  const { formatNumber } = useNumberFormat();
  const summary = useQuery(surveySummaryQuery);
  const average = (value: number | null) => (value === null ? '-' : formatNumber(value));
  return (
    <Card title={t('summary.title')}>
      <p>{t('summary.anonymous')}</p>
      <RemoteContent remote={summary} errorTitle={t('summary.loadError')}>
        {(data) => (
          <>
            <dl className="facts">
              <Fact label={t('summary.answers')}>{data.answers}</Fact>
              <Fact label={t('summary.q1Average')}>{average(data.q1Average)}</Fact>
              <Fact label={t('summary.q2Average')}>{average(data.q2Average)}</Fact>
            </dl>
            <h3>{t('summary.suggestions')}</h3>
            {data.suggestions.length === 0 ? (
              <p>{t('summary.noSuggestions')}</p>
            ) : (
              <ul className={styles.suggestions}>
                {data.suggestions.map((suggestion, index) => (
                  <li key={index}>
                    <span className="field__hint">{formatDay(suggestion.at)}</span>
                    <br />
                    {suggestion.text}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </RemoteContent>
    </Card>
  );
}
