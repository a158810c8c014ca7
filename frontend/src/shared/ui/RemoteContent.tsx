import type { ReactNode } from 'react';
import type { RemoteData } from '../api/useRemoteData';
import { ErrorWithRetry } from '../feedback/ErrorWithRetry';
import { SearchField, type SearchFieldProps } from './SearchField';
import { Spinner } from './Spinner';

export interface RemoteContentProps<T> {
  remote: RemoteData<T>;
  /** the title of the error shown, with a retry, when loading fails */
  errorTitle: string;
  /** a search box above, with a small spinner beside it while a new answer loads */
  search?: SearchFieldProps;
  /** what to show once the data has come (it stays while a newer answer loads) */
  children(data: T): ReactNode;
}

/** Loaded data in a card: the search, the error with a retry, a spinner until the first answer, then the content. */
export function RemoteContent<T>({ remote, errorTitle, search, children }: RemoteContentProps<T>) {
  const { data, loading, error } = remote;
  return (
    <>
      {search && (
        <div className="toolbar">
          <SearchField {...search} />
          {loading && data !== undefined && <Spinner size="sm" />}
        </div>
      )}
      {error != null && !loading && <ErrorWithRetry title={errorTitle} error={error} onRetry={remote.reload} />}
      {loading && data === undefined ? <Spinner centered /> : data !== undefined && children(data)}
    </>
  );
}
