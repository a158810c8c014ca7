import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyResponse, RankingType } from '@lesne/contracts';
import { ErrorAlert } from '../../shared/feedback/ErrorAlert';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { Spinner } from '../../shared/ui/Spinner';
import { defaultRankingType, podiumSteps, rankingKey, rankingName } from './ranking-rules';
import { podiumQuery } from './ranking.queries';
import { RankingHead } from './RankingHead';

const MEDALS: Record<number, string> = { 1: 'gold', 2: 'silver', 3: 'bronze' };

/** The top three of a closed event (ties share a step), teams or individuals. */
export function Podium({ company }: { company: CompanyResponse }) {
  const { t } = useTranslation('ranking');
  const { formatStat } = useNumberFormat();
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
      <p className="podium__lead">{t('podium.lead')}</p>
      {!podium.isFetching && <ErrorAlert title={t('rank.error')} error={podium.error} />}
      {podium.isFetching && !podium.data && <Spinner centered />}
      {podium.data && !podium.isError && (
        steps.length === 0 ? (
          <p className="muted">{t('podium.empty')}</p>
        ) : (
          <ol className="podium__steps">
            {steps.map((step) => (
              <li key={step.place} className={`podium__step podium__step--${MEDALS[step.place]}`}>
                <span className="podium__medal" aria-hidden="true">
                  {step.place}
                </span>
                <h3 className="podium__place">{t(`podium.place${step.place}`)}</h3>
                <ul className="podium__winners">
                  {step.items.map((item) => (
                    <li key={rankingKey(item)} className="podium__winner">
                      <span className="podium__name">{rankingName(item, type, t)}</span>
                      <span className="podium__result">
                        {t('podium.result', { trees: formatStat(item.treeSum), km: formatStat(item.kmSum) })}
                      </span>
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
