import { useTranslation } from 'react-i18next';
import type { DiplomasUnavailableReason } from '@lesne/contracts';
import { Card } from '../../shared/ui/Card';
import { SampleGallery } from '../../shared/ui/SampleGallery';
import { useInterfaceLang } from './DocumentLangSelect';

/** Diplomas are not available yet: why, and what one looks like (the sample in the interface's language). */
export function DiplomasInfo({ reason }: { reason: DiplomasUnavailableReason }) {
  const { t } = useTranslation('diplomas');
  const lang = useInterfaceLang();
  return (
    <Card title={t('info.title')}>
      <p>{t('info.text')}</p>
      <p className="form__note">{t(`info.reason.${reason}`)}</p>
      <SampleGallery samples={[{ src: `/samples/diploma-${lang}.png`, title: t('info.sampleTitle'), alt: t('info.sampleAlt') }]} />
    </Card>
  );
}
