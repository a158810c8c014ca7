import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/errors';
import { Alert } from '../ui/Alert';

/** Why a request failed, where its result would be: an optional title of ours, then the server's message or a fallback. */
export function ErrorAlert({ error, title }: { error: unknown; title?: string }) {
  // The fallback texts follow the language.
  useTranslation();
  if (error == null) return null;
  return (
    <Alert variant="error" title={title}>
      {errorMessage(error)}
    </Alert>
  );
}
