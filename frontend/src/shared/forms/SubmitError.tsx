import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/errors';
import { Alert } from '../ui/Alert';

/** Why a request failed: an optional title of ours, then the server's message or a fallback. */
export function SubmitError({ error, title }: { error: unknown; title?: string }) {
  useTranslation();
  if (error == null) return null;
  return (
    <Alert variant="error" title={title}>
      {errorMessage(error)}
    </Alert>
  );
}
