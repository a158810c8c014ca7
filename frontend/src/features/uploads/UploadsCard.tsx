import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isActivityFileName, type ActivityTypeItem, type ActivityUploadItem } from '@lesne/contracts';
import { ACTIVITY_FILE_MAX_BYTES, ACTIVITY_FILES_PER_UPLOAD } from '@lesne/domain';
import { formatDay } from '../../shared/format';
import { notifyError } from '../../shared/feedback/notify';
import { SelectField } from '../../shared/forms/SelectField';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { useLiveEvent } from '../../shared/realtime/useLive';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { RemoteContent } from '../../shared/ui/RemoteContent';
import { activityTypesQuery, useActivityTypeLabel } from '../activities';
import { uploadKeys, uploadsQuery, useConfirmUpload, useUploadFile } from './uploads.queries';
import styles from './UploadsCard.module.css';

/** Files sent side by side: enough to fill a phone's uplink, few enough that each shows progress. */
const UPLOADS_AT_ONCE = 3;
const MEGABYTE = 1024 * 1024;

interface Sending {
  key: string;
  name: string;
  share: number;
}

/**
 * Files from a watch or an app: dropped or picked, sent one a request, each shown live as the
 * workers read it, then counted once its owner confirms the sport.
 */
export function UploadsCard({ canAdd }: { canAdd: boolean }) {
  const { t } = useTranslation('uploads');
  const queryClient = useQueryClient();
  const uploads = useQuery(uploadsQuery);
  const upload = useUploadFile();
  const [sending, setSending] = useState<Sending[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  useLiveEvent('upload:changed', () => void queryClient.invalidateQueries({ queryKey: uploadKeys.all }));

  const send = async (files: File[]) => {
    if (files.length > ACTIVITY_FILES_PER_UPLOAD) return notifyError(t('tooMany', { n: ACTIVITY_FILES_PER_UPLOAD }));
    const refused = files.filter((file) => !isActivityFileName(file.name) || file.size > ACTIVITY_FILE_MAX_BYTES);
    for (const file of refused) notifyError(t(isActivityFileName(file.name) ? 'tooLarge' : 'wrongType', { name: file.name, mb: ACTIVITY_FILE_MAX_BYTES / MEGABYTE }));
    const queue = files.filter((file) => !refused.includes(file)).map((file, index) => ({ file, key: `${Date.now()}-${index}` }));
    setSending((current) => [...current, ...queue.map(({ file, key }) => ({ key, name: file.name, share: 0 }))]);
    const progress = (key: string) => (share: number) => setSending((current) => current.map((item) => (item.key === key ? { ...item, share } : item)));
    const next = async (): Promise<void> => {
      const item = queue.shift();
      if (!item) return;
      await upload.mutateAsync({ file: item.file, onProgress: progress(item.key) }).catch(() => undefined);
      setSending((current) => current.filter((entry) => entry.key !== item.key));
      return next();
    };
    await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, next));
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (canAdd) void send([...event.dataTransfer.files]);
  };

  return (
    <Card title={t('title')}>
      <p>{t('intro', { mb: ACTIVITY_FILE_MAX_BYTES / MEGABYTE, n: ACTIVITY_FILES_PER_UPLOAD })}</p>
      <p className={styles.privacy}>{t('kept')}</p>
      {canAdd && (
        <div
          className={`${styles.dropZone} ${dragging ? styles.dragging : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <label htmlFor={inputId} className={styles.pick}>
            {t('pick')}
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="file"
            multiple
            accept=".fit,.gpx,.tcx,.gz"
            onChange={(event) => {
              void send([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <span className={styles.dropHint}>{t('dropHint')}</span>
        </div>
      )}
      {sending.length > 0 && (
        <ul className={styles.list} aria-label={t('sending')}>
          {sending.map((item) => (
            <li key={item.key} className={styles.item}>
              <span className={styles.name}>{item.name}</span>
              <progress max={1} value={item.share} aria-label={t('progress', { name: item.name })} />
            </li>
          ))}
        </ul>
      )}
      <RemoteContent remote={uploads} errorTitle={t('loadError')}>
        {(items) =>
          items.length > 0 && (
            <ul className={styles.list} aria-label={t('listLabel')} aria-live="polite">
              {items.map((item) => (
                <UploadRow key={item.id} upload={item} canConfirm={canAdd} />
              ))}
            </ul>
          )
        }
      </RemoteContent>
    </Card>
  );
}

function UploadRow({ upload, canConfirm }: { upload: ActivityUploadItem; canConfirm: boolean }) {
  const { t } = useTranslation('uploads');
  const { formatAmount } = useNumberFormat();
  return (
    <li className={styles.item}>
      <span className={styles.name}>{upload.fileName}</span>
      <span className={`${styles.state} ${styles[upload.state]}`}>{t(`states.${upload.state}`)}</span>
      {upload.day !== null && upload.distanceKm !== null && (
        <span className={styles.facts}>
          {t('facts', { day: formatDay(upload.day), km: formatAmount(upload.distanceKm), minutes: Math.round((upload.movingSeconds ?? 0) / 60) })}
        </span>
      )}
      {upload.state === 'refused' && upload.refusal && <span className={styles.reason}>{t(`refusals.${upload.refusal}`)}</span>}
      {upload.state === 'held' && upload.holdReason && <span className={styles.reason}>{t(`holds.${upload.holdReason}`)}</span>}
      {upload.state === 'counted' && upload.trees !== null && <span className={styles.facts}>{t('trees', { trees: formatAmount(upload.trees) })}</span>}
      {upload.state === 'parsed' && canConfirm && <ConfirmSport upload={upload} />}
    </li>
  );
}

/** The sport the file names, chosen already; its owner confirms it or picks another. */
function ConfirmSport({ upload }: { upload: ActivityUploadItem }) {
  const { t } = useTranslation('uploads');
  const typeLabel = useActivityTypeLabel();
  const types = useQuery(activityTypesQuery);
  const confirm = useConfirmUpload();
  const named = (items: ActivityTypeItem[]) => items.find((type) => type.translationKey === upload.detectedType) ?? items.find((type) => type.translationKey === 'other');
  const [chosen, setChosen] = useState<string>('');
  if (!types.data) return null;
  const typeId = chosen || String(named(types.data.activity_types)?.id ?? '');
  return (
    <form
      className={styles.confirm}
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate({ uploadId: upload.id, activityType: Number(typeId) });
      }}
    >
      <SelectField label={t('sport')} aria-label={t('sportOf', { name: upload.fileName })} value={typeId} onChange={(event) => setChosen(event.target.value)}>
        {types.data.activity_types.map((type) => (
          <option key={type.id} value={type.id}>
            {typeLabel(type)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" size="small" busy={confirm.isPending}>
        {t('confirm')}
      </Button>
    </form>
  );
}
