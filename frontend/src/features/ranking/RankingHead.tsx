import type { RankingType } from '@lesne/contracts';
import styles from './RankingHead.module.css';
import { RankingModeToggle } from './RankingModeToggle';

interface RankingHeadProps {
  /** the heading's id, for the card's aria-labelledby */
  titleId: string;
  title: string;
  /** the individual/team switch, for an event with teams */
  mode?: { label: string; value: RankingType; onChange(type: RankingType): void };
}

/** The title of a ranking card, with the individual/team switch beside it. */
export function RankingHead({ titleId, title, mode }: RankingHeadProps) {
  return (
    <div className={`${styles.head} split-row`}>
      <h2 id={titleId} className="card__title">
        {title}
      </h2>
      {mode && <RankingModeToggle {...mode} />}
    </div>
  );
}
