import { useMutation } from '@tanstack/react-query';
import { unsubscribeFromDigest } from './weekly-digest.api';

/** Turns the digest off for whoever the link's token names; the page shows the answer or the error itself. */
export function useUnsubscribeFromDigest(token: string) {
  return useMutation({ mutationFn: () => unsubscribeFromDigest(token) });
}
