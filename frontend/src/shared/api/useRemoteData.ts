import { useCallback, useEffect, useRef, useState } from 'react';

export interface RemoteData<T> {
  /** the last answer; kept while a new one loads, so tables do not blink */
  data: T | undefined;
  loading: boolean;
  /** the last failure, cleared by the next answer */
  error: unknown;
  /** ask again with the same key */
  reload(): void;
  /** change the data held (an edit the server confirmed) without asking again */
  update(change: (data: T) => T): void;
}

/**
 * Loads `fetcher()` whenever `key` changes (build the key from everything the request
 * depends on). An answer to an older key is dropped, so a slow search never overwrites a newer one.
 */
export function useRemoteData<T>(key: string, fetcher: () => Promise<T>, onError?: (error: unknown) => void): RemoteData<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ fetcher, onError });
  latest.current = { fetcher, onError };

  useEffect(() => {
    let current = true;
    setLoading(true);
    latest.current.fetcher().then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(failure);
        setLoading(false);
        latest.current.onError?.(failure);
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback((change: (data: T) => T) => setData((held) => (held === undefined ? held : change(held))), []);

  return { data, loading, error, reload, update };
}
