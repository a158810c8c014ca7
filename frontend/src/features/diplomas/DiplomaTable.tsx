import { useTranslation } from 'react-i18next';
import type { DiplomaRow } from '@lesne/contracts';
import { formatDay, formatTime } from '../../shared/format';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { DataTable } from '../../shared/ui/DataTable';
import { EmptyState } from '../../shared/ui/EmptyState';
import { DiplomaNameCell } from './DiplomaNameCell';
import styles from './DiplomaTable.module.css';

export type RowWork = 'generate' | 'send';

interface DiplomaTableProps {
  rows: DiplomaRow[];
  /** what a row waits for (a diploma being made or mailed), by user id */
  workOf(userId: number): RowWork | undefined;
  onGenerate(row: DiplomaRow): void;
  onSend(row: DiplomaRow): void;
}

/**
 * The columns of docs/product.md#diplomas-and-certificate-pages, without km: a participant's come partly from Strava, which lets
 * only their owner see them (libs/domain visibility.ts). Whoever asked for their account's deletion
 * comes without a name (''): the anonymous user, whose diploma is no longer named, made or mailed.
 * On a phone each row becomes a card of label: value lines.
 */
export function DiplomaTable({ rows, workOf, onGenerate, onSend }: DiplomaTableProps) {
  const { t } = useTranslation('diplomas');
  const { formatStat } = useNumberFormat();
  const column = (key: string) => t(`columns.${key}`);
  const anonymous = (row: DiplomaRow) => row._user.name === '';
  return (
    <div className={styles.wrap}>
      <DataTable
        caption={t('tableLabel')}
        className={styles.table}
        rows={rows}
        rowKey={(row) => row.user_id}
        empty={<EmptyState title={t('empty')} />}
        columns={[
          { header: column('name'), headerClassName: styles.nameHead, className: styles.name, cell: (row) => (anonymous(row) ? t('ranking:anonymousUser') : row._user.name) },
          {
            header: column('diplomaName'),
            headerClassName: styles.diplomaNameHead,
            className: styles.diplomaName,
            cell: (row) => (anonymous(row) ? <span className="muted">{t('row.deletionRequested')}</span> : <DiplomaNameCell row={row} />),
          },
          {
            header: column('email'),
            cell: (row) => (
              <span className={styles.email} title={row._user.email}>
                {row._user.email}
              </span>
            ),
          },
          { header: column('trees'), headerClassName: styles.figureHead, numeric: true, cell: (row) => formatStat(row.treeSum) },
          { header: column('treesOnDiploma'), headerClassName: styles.figureHead, numeric: true, cell: (row) => row.treesOnDiploma },
          {
            header: column('link'),
            headerClassName: styles.linkHead,
            className: styles.action,
            cell: (row) => <LinkCell row={row} generating={workOf(row.user_id) === 'generate'} onGenerate={() => onGenerate(row)} />,
          },
          {
            header: column('sent'),
            headerClassName: styles.sentHead,
            className: styles.action,
            cell: (row) => <SentCell row={row} sending={workOf(row.user_id) === 'send'} onSend={() => onSend(row)} />,
          },
        ]}
      />
    </div>
  );
}

function LinkCell({ row, generating, onGenerate }: { row: DiplomaRow; generating: boolean; onGenerate(): void }) {
  const { t } = useTranslation('diplomas');
  const name = row._user.diplomaName;
  if (generating) return <Spinner size="sm" text={t('row.generating')} />;
  if (row.diplom) {
    return (
      <a href={row.diplom} target="_blank" rel="noopener noreferrer" aria-label={t('row.downloadLabel', { name })}>
        {t('row.download')}
      </a>
    );
  }
  if (row.treesOnDiploma < 1) return <span className="muted">{t('row.noTrees')}</span>;
  if (row._user.name === '') return <span className="muted">{t('row.deletionRequested')}</span>;
  return (
    <Button variant="secondary" size="small" aria-label={t('row.generateLabel', { name })} onClick={onGenerate}>
      {t('row.generate')}
    </Button>
  );
}

/** The sent date, or the send button: a diploma's mail may be asked for once an hour, which the button says (held until then). */
function SentCell({ row, sending, onSend }: { row: DiplomaRow; sending: boolean; onSend(): void }) {
  const { t } = useTranslation('diplomas');
  const name = row._user.diplomaName;
  if (sending) return <Spinner size="sm" text={t('row.sending')} />;
  if (row.emailSentDate) return <>{formatDay(row.emailSentDate)}</>;
  if (!row.diplom) return <span className="muted">{t('row.noDiploma')}</span>;
  if (row.sendAvailableAt) {
    const time = formatTime(row.sendAvailableAt);
    return (
      <Button variant="secondary" size="small" aria-label={t('row.sendAtLabel', { name, time })} title={t('row.sendHint')} disabled>
        {t('row.sendAt', { time })}
      </Button>
    );
  }
  return (
    <Button variant="secondary" size="small" aria-label={t('row.sendLabel', { name })} title={t('row.sendHint')} onClick={onSend}>
      {t('row.send')}
    </Button>
  );
}
