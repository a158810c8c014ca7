import { useTranslation } from 'react-i18next';
import treesImage from '../../assets/stats/trees.svg';
import { PLANTING_PANEL_URL, SUPPORT_EMAIL } from '../../shared/constants';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { ButtonLink } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { StatCard } from '../../shared/ui/StatCard';
import styles from './ClosedEventCard.module.css';

/** After the event closed: how many trees, and where to plant them. */
export function ClosedEventCard({ treeSum }: { treeSum: number }) {
  const { t } = useTranslation('settings');
  const { formatPlantedTrees } = useNumberFormat();
  return (
    <Card title={t('closed.title')}>
      <p>{t('closed.text')}</p>
      <div className={styles.closedEvent}>
        <div className={styles.counter} role="group" aria-label={t('closed.counter')}>
          <StatCard image={treesImage} value={formatPlantedTrees(treeSum)} caption={t('closed.counterCaption')} />
        </div>
        <div className={styles.links}>
          <ButtonLink href={PLANTING_PANEL_URL} target="_blank" rel="noopener noreferrer">
            {t('closed.plantingPanel')}
          </ButtonLink>
          <ButtonLink variant="secondary" href={`mailto:${SUPPORT_EMAIL}`}>
            {t('closed.contact')}
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}
