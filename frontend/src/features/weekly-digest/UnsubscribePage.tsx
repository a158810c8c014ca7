import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../shared/api/errors';
import { Button } from '../../shared/ui/Button';
import { OpenPage } from '../../shared/ui/OpenPage';
import { useUnsubscribeFromDigest } from './weekly-digest.queries';

/**
 * /wypisz-podsumowanie?token=: where a digest's "Unsubscribe" link leads, open without signing
 * in. It asks before it acts, as a link scanner opening the page must not unsubscribe anyone;
 * mail clients' one-click unsubscribe posts to the API directly.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('user');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const unsubscribe = useUnsubscribeFromDigest(token);

  return (
    <OpenPage>
      <h1>{t('unsubscribe.title')}</h1>
      {unsubscribe.isSuccess ? (
        <p role="status">{unsubscribe.data.message}</p>
      ) : (
        <>
          <p>{t('unsubscribe.lead')}</p>
          {unsubscribe.isError && <p role="alert">{errorMessage(unsubscribe.error)}</p>}
          <Button busy={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            {t('unsubscribe.confirm')}
          </Button>
          <p className="muted">{t('unsubscribe.later')}</p>
        </>
      )}
    </OpenPage>
  );
}
