import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';

/** Once the event closed and the participant's diploma was made: a link to its PDF (docs/product.md#my-results). */
export function DiplomaCard({ url }: { url: string }) {
  const { t } = useTranslation('results');
  return (
    <Card title={t('diploma.title')}>
      <p>{t('diploma.text')}</p>
      <ButtonLink href={url} target="_blank" rel="noopener noreferrer">
        {t('diploma.download')}
      </ButtonLink>
    </Card>
  );
}
