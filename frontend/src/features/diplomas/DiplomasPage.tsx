import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiplomaListResponse, DocumentLang } from '@lesne/contracts';
import { ErrorWithRetry } from '../../shared/feedback/ErrorWithRetry';
import { notifyError, notifySuccess } from '../../shared/feedback/notify';
import { useLiveEvent } from '../../shared/realtime/useLive';
import { PagedContent } from '../../shared/ui/PagedContent';
import { Spinner } from '../../shared/ui/Spinner';
import { PageHeader } from '../../shared/ui/PageHeader';
import { BulkAction } from './BulkAction';
import { diplomaRunsQuery } from './diplomas.queries';
import { DiplomasInfo } from './DiplomasInfo';
import { DiplomaTable } from './DiplomaTable';
import { DocumentLangSelect, useInterfaceLang } from './DocumentLangSelect';
import { DocumentsTabs } from './DocumentsTabs';
import { usePagedDiplomas } from './usePagedDiplomas';
import { useRowWork } from './useRowWork';
import styles from './DiplomasPage.module.css';

/** /dyplomy: the participants' diplomas, or, until the event qualifies, what they will look like. */
export function DiplomasPage() {
  const { t } = useTranslation('diplomas');
  const list = usePagedDiplomas();
  const { data, isError, error, refetch } = list.diplomas;

  let content;
  if (data?.unavailable) content = <DiplomasInfo reason={data.unavailable} />;
  else if (data) content = <DiplomaManagement list={list} />;
  else if (isError) content = <ErrorWithRetry title={t('listError')} error={error} onRetry={() => void refetch()} />;
  else content = <Spinner centered />;

  return (
    <>
      <PageHeader title={t('title')} />
      <DocumentsTabs />
      {content}
    </>
  );
}

function DiplomaManagement({ list }: { list: ReturnType<typeof usePagedDiplomas> }) {
  const { t } = useTranslation('diplomas');
  const interfaceLang = useInterfaceLang();
  const [lang, setLang] = useState<DocumentLang>(interfaceLang);
  const runs = useQuery(diplomaRunsQuery);
  const rows = useRowWork(list.params, lang);
  const summary: DiplomaListResponse | undefined = list.diplomas.data;
  useRunEndToasts();

  return (
    <section className="card">
      <div className={styles.actions}>
        <DocumentLangSelect label={t('lang.label')} value={lang} onChange={setLang} />
        <BulkAction action="generate" count={summary?.toGenerate ?? 0} run={runs.data?.generate ?? null} lang={lang} />
        <BulkAction action="send" count={summary?.toSend ?? 0} run={runs.data?.send ?? null} lang={lang} />
      </div>
      <PagedContent
        remote={list.diplomas}
        paging={list}
        errorTitle={t('listError')}
        search={{ label: t('search'), value: list.typed, onChange: list.setTyped }}
      >
        {({ items }) => (
          <DiplomaTable rows={items} workOf={rows.workOf} onGenerate={rows.generate} onSend={rows.send} />
        )}
      </PagedContent>
      <p className="muted">{t('counted')}</p>
    </section>
  );
}

/** When a bulk run this screen watched ends: how many diplomas were made or mailed, and how many failed. */
function useRunEndToasts() {
  const { t } = useTranslation('diplomas');
  const told = useRef(new Set<number>());
  useLiveEvent('diplomas:progress', (run) => {
    if (!run.finished || told.current.has(run.runId)) return;
    told.current.add(run.runId);
    const [done, failed] = run.action === 'generate' ? ['bulk.generated', 'bulk.generateFailed'] : ['bulk.sent', 'bulk.sendFailed'];
    if (run.done > 0) notifySuccess(t(done, { count: run.done }));
    if (run.failed > 0) notifyError(t(failed, { count: run.failed }));
  });
}
