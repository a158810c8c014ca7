import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_TEXT_MAX_LENGTH } from '@lesne/domain';
import {
  CERTIFICATE_TEMPLATES,
  DEFAULT_CERTIFICATE_DEDICATION,
  type CertificateInfo,
  type CertificatesResponse,
  type DocumentLang,
} from '@lesne/contracts';
import { PLANTING_PANEL_URL } from '../../shared/constants';
import type { FieldMessage } from '../../shared/forms/validators';
import { ErrorWithRetry } from '../../shared/feedback/ErrorWithRetry';
import { notifyError, notifySuccess } from '../../shared/feedback/notify';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { cx } from '../../shared/ui/cx';
import { Fact } from '../../shared/ui/Fact';
import { SampleGallery } from '../../shared/ui/SampleGallery';
import { Spinner } from '../../shared/ui/Spinner';
import { PageHeader } from '../../shared/ui/PageHeader';
import { DocumentLangSelect, DocumentsTabs, useInterfaceLang } from '../diplomas';
import { certificatesQuery, useGenerateCertificate } from './certificates.queries';
import { CertificateReady } from './CertificateReady';
import { DedicationField } from './DedicationField';
import styles from './CertificatesPage.module.css';

type Template = 'own' | 'planting';
const TEMPLATES: readonly Template[] = ['own', 'planting'];

const sampleOf = (template: Template, lang: DocumentLang) => `/samples/certificate-${template}-${lang}.png`;

/** /dyplomy/certyfikaty: the company's certificate, or, until it can be made, the two templates it may take. */
export function CertificatesPage() {
  const { t } = useTranslation('certificates');
  const certificates = useQuery(certificatesQuery);
  const { data } = certificates;

  let content;
  if (data?.unavailable) content = <CertificatesInfo reason={data.unavailable} />;
  else if (data) content = <CertificatePanel data={data} />;
  else if (certificates.isError) {
    content = <ErrorWithRetry title={t('loadError')} error={certificates.error} onRetry={() => void certificates.refetch()} />;
  } else content = <Spinner centered />;

  return (
    <>
      <PageHeader title={t('title')} />
      <DocumentsTabs />
      {content}
    </>
  );
}

function useTemplateSamples(lang: DocumentLang) {
  const { t } = useTranslation('certificates');
  return (template: Template) => ({ src: sampleOf(template, lang), title: t(`templates.${template}`), alt: t(`templates.${template}Alt`) });
}

function CertificatesInfo({ reason }: { reason: NonNullable<CertificatesResponse['unavailable']> }) {
  const { t } = useTranslation('certificates');
  const sample = useTemplateSamples(useInterfaceLang());
  return (
    <Card title={t('info.title')}>
      <p>{t('info.text')}</p>
      <p className="form__note">{t(`info.reason.${reason}`)}</p>
      <SampleGallery samples={TEMPLATES.map(sample)} />
    </Card>
  );
}

function CertificatePanel({ data }: { data: CertificatesResponse }) {
  const { t } = useTranslation('certificates');
  const { formatNumber } = useNumberFormat();
  const { certificate } = data;
  useCertificateOutcome(certificate);

  return (
    <Card>
      <dl className={cx('facts', styles.facts)}>
        <Fact label={t('certLeft')}>{data.certLeft === null ? t('certLeftUnknown') : formatNumber(data.certLeft)}</Fact>
      </dl>
      {data.generatedInPlantingPanel && (
        <Alert variant="warning" title={t('plantingPanelNotice')}>
          <a href={PLANTING_PANEL_URL} target="_blank" rel="noopener noreferrer">
            {t('plantingPanelLink')}
          </a>
        </Alert>
      )}
      {certificate?.state === 'ready' && <CertificateReady certificate={certificate} />}
      {certificate?.state === 'rendering' && (
        <div className={styles.rendering}>
          <Spinner text={t('rendering')} />
          <div className={styles.renderingBar} aria-hidden="true" />
        </div>
      )}
      {(!certificate || certificate.state === 'failed') && (
        <>
          {certificate?.state === 'failed' && <Alert variant="error" title={t('toast.error')} />}
          <CertificateForm />
        </>
      )}
    </Card>
  );
}

/** The toast when a certificate this screen watched being rendered is ready, or failed. */
function useCertificateOutcome(certificate: CertificateInfo | null) {
  const { t } = useTranslation('certificates');
  const watched = useRef(false);
  const state = certificate?.state;
  useEffect(() => {
    if (state === 'rendering') watched.current = true;
    if (!watched.current || (state !== 'ready' && state !== 'failed')) return;
    watched.current = false;
    if (state === 'ready') notifySuccess(t('toast.generated'));
    else notifyError(t('toast.error'));
  }, [state, t]);
}

function CertificateForm() {
  const { t } = useTranslation('certificates');
  const interfaceLang = useInterfaceLang();
  const defaultText = (lang: DocumentLang) => DEFAULT_CERTIFICATE_DEDICATION[lang];
  const [lang, setLang] = useState<DocumentLang>(interfaceLang);
  const [text, setText] = useState(() => defaultText(interfaceLang));
  const [error, setError] = useState<FieldMessage | undefined>();
  const generateCertificate = useGenerateCertificate();
  const sample = useTemplateSamples(lang);

  function changeLang(next: DocumentLang) {
    // An untouched dedication follows the language; one the admin wrote stays.
    if (text === defaultText(lang)) setText(defaultText(next));
    setLang(next);
  }

  const busy = generateCertificate.isPending ? generateCertificate.variables.template : null;

  function generate(template: Template) {
    const dedication = text.trim();
    if (dedication.length === 0) {
      setError({ key: 'certificates:dedicationRequired' });
      return;
    }
    generateCertificate.mutate({ template: CERTIFICATE_TEMPLATES[lang][template], text: dedication });
  }

  return (
    <div className={styles.form}>
      <DocumentLangSelect className={styles.lang} label={t('lang')} value={lang} onChange={changeLang} />
      <DedicationField
        value={text}
        error={error}
        onChange={(next) => {
          setText(next);
          setError(undefined);
        }}
        hint={t('dedicationHint', { max: CERTIFICATE_TEXT_MAX_LENGTH })}
      />
      <div className={styles.templates}>
        {TEMPLATES.map((template) => (
          <div key={template} className={styles.template}>
            <SampleGallery className={styles.sample} samples={[sample(template)]} />
            <Button
              busy={busy === CERTIFICATE_TEMPLATES[lang][template]}
              disabled={busy !== null}
              onClick={() => generate(template)}
            >
              {t(template === 'own' ? 'templates.generateOwn' : 'templates.generatePlanting')}
            </Button>
          </div>
        ))}
      </div>
    </div>
  );
}
