import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorWithRetry } from '../feedback/ErrorWithRetry';
import { SearchField, type SearchFieldProps } from './SearchField';
import { Spinner } from './Spinner';
import styles from './RemoteContent.module.css';

/** What a screen loads, as a query gives it. */
export type Remote<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;

export interface RemoteContentProps<T> {
  remote: Remote<T>;
  /** the title of the error shown, with a retry, when loading fails */
  errorTitle: string;
  /** a search box above, with a small spinner beside it while a new answer loads */
  search?: SearchFieldProps;
  /** what to show once the data has come (the last answer stays while a newer one loads) */
  children(data: T): ReactNode;
}

/** Loaded data in a card: the search, the error with a retry, a spinner until the first answer, then the content. */
export function RemoteContent<T>({ remote, errorTitle, search, children }: RemoteContentProps<T>) {
  const { data, isFetching } = remote;
  return (
    <>
      {search && (
        <div className={styles.toolbar}>
          <SearchField {...search} />
          {isFetching && data !== undefined && <Spinner size="sm" />}
        </div>
      )}
      {remote.isError && !isFetching && (
        <ErrorWithRetry title={errorTitle} error={remote.error} onRetry={() => void remote.refetch()} />
      )}
      {isFetching && data === undefined ? <Spinner centered /> : data !== undefined && children(data)}
    </>
  );
}
