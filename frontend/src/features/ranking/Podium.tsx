import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyResponse, RankingType, UserProfile } from '@lesne/contracts';
import { ErrorAlert } from '../../shared/feedback/ErrorAlert';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { EmptyState } from '../../shared/ui/EmptyState';
import { Spinner } from '../../shared/ui/Spinner';
import styles from './Podium.module.css';
import { defaultRankingType, podiumSteps, rankingKey, shownName } from './ranking-rules';
import { podiumQuery } from './ranking.queries';
import { RankingHead } from './RankingHead';

const MEDALS: Record<number, string> = { 1: styles.gold, 2: styles.silver, 3: styles.bronze };

/**
 * The top three of a closed event (ties share a step), teams or individuals, with their trees:
 * nobody's km (libs/domain visibility.ts). My own step shows my name even when I hide it from others.
 */
export function Podium({ company, profile }: { company: CompanyResponse; profile: UserProfile }) {
  const { t } = useTranslation('ranking');
  const { formatTrees } = useNumberFormat();
  const [type, setType] = useState<RankingType>(() => defaultRankingType(company));
  const podium = useQuery(podiumQuery(type));
  const steps = podium.data ? podiumSteps(podium.data.items) : [];
  return (
    <section className="card podium" aria-labelledby="podium-title">
      <RankingHead
        titleId="podium-title"
        title={t('podium.title')}
        mode={company.stats.teams ? { label: t('podium.modeLabel'), value: type, onChange: setType } : undefined}
      />
      <p className={styles.lead}>{t('podium.lead')}</p>
      {!podium.isFetching && <ErrorAlert title={t('rank.error')} error={podium.error} />}
      {podium.isFetching && !podium.data && <Spinner centered />}
      {podium.data && !podium.isError && (
        steps.length === 0 ? (
          <EmptyState title={t('podium.empty')} />
        ) : (
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step.place} className={`${styles.step} ${MEDALS[step.place]}`}>
                <span className={styles.medal} aria-hidden="true">
                  {step.place}
                </span>
                <h3 className={styles.place}>{t(`podium.place${step.place}`)}</h3>
                <ul className={styles.winners}>
                  {step.items.map((item) => (
                    <li key={rankingKey(item)}>
                      <span className={styles.name}>{shownName(item, type, profile, t)}</span>
                      {type === 'user' && item.user_id === profile.id && profile.hideName && (
                        <span className={styles.hiddenNote}>{t('nameHidden')}</span>
                      )}
                      <span className={styles.result}>{formatTrees(item.treeSum)}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )
      )}
    </section>
  );
}
