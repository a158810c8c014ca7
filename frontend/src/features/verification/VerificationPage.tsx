import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { verificationPath, type VerificationResponse } from '@lesne/contracts';
import { httpStatus } from '../../shared/api/errors';
import { ErrorWithRetry } from '../../shared/feedback/ErrorWithRetry';
import { formatDay, formatDayRange } from '../../shared/format';
import { TextField } from '../../shared/forms/TextField';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { withLang } from '../../i18n/language';
import { Button } from '../../shared/ui/Button';
import { cx } from '../../shared/ui/cx';
import { Fact } from '../../shared/ui/Fact';
import { OpenPage } from '../../shared/ui/OpenPage';
import { Spinner } from '../../shared/ui/Spinner';
import { verificationQuery } from './verification.queries';
import styles from './VerificationPage.module.css';

/**
 * /weryfikacja and /weryfikacja/{code}: open to everyone, signed in or not. It shows what the
 * document with that code says and whether it is still current; a wrong code shows nothing else
 * than that there is no such document.
 */
export function VerificationPage() {
  const { t } = useTranslation('verification');
  const { code = '' } = useParams();
  return (
    <OpenPage>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <CodeForm key={code} code={code} />
      {code && <VerificationResult code={code} />}
    </OpenPage>
  );
}

function CodeForm({ code }: { code: string }) {
  const { t, i18n } = useTranslation('verification');
  const navigate = useNavigate();
  const [typed, setTyped] = useState(code);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = typed.trim();
    if (next) navigate(withLang(verificationPath(next), i18n.language));
  }

  return (
    <form className={cx('form form--inline', styles.form)} onSubmit={submit}>
      <TextField
        label={t('code')}
        value={typed}
        placeholder={t('codePlaceholder')}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit" disabled={typed.trim().length === 0}>
        {t('check')}
      </Button>
    </form>
  );
}

function VerificationResult({ code }: { code: string }) {
  const { t } = useTranslation('verification');
  const result = useQuery(verificationQuery(code));
  if (result.data) return <DocumentFacts document={result.data} code={code} />;
  if (result.isError) {
    if (httpStatus(result.error) === 404) {
      return (
        <p role="alert" className={styles.notFound}>
          {t('notFound')}
        </p>
      );
    }
    return <ErrorWithRetry title={t('loadError')} error={result.error} onRetry={() => void result.refetch()} />;
  }
  return <Spinner centered />;
}

function DocumentFacts({ document, code }: { document: VerificationResponse; code: string }) {
  const { t } = useTranslation('verification');
  const { formatStat, formatNumber } = useNumberFormat();
  return (
    <section className={styles.document} aria-labelledby="verified-kind">
      <div className={styles.head}>
        <h2 id="verified-kind">{t(`kind.${document.kind}`)}</h2>
        <span className={document.current ? 'badge badge--ok' : 'badge badge--warn'}>
          {t(document.current ? 'current' : 'replaced')}
        </span>
      </div>
      <p>{t(document.current ? 'currentText' : 'replacedText')}</p>
      <dl className="facts">
        <Fact label={t('facts.name')}>{document.name}</Fact>
        <Fact label={t('facts.company')}>{document.companyName}</Fact>
        <Fact label={t('facts.event')}>{formatDayRange(document.dateFrom, document.dateTo)}</Fact>
        {/* a certificate's km are the company's; a diploma states trees only (a participant's km come partly from Strava) */}
        {document.km !== null && <Fact label={t('facts.km')}>{formatStat(document.km)}</Fact>}
        <Fact label={t('facts.trees')}>{formatNumber(document.trees)}</Fact>
        <Fact label={t('facts.issuedAt')}>{formatDay(document.issuedAt)}</Fact>
        <Fact label={t('facts.code')}>{code}</Fact>
      </dl>
    </section>
  );
}
