import type { EventAdmin } from '@lesne/contracts';
import { useLoginAsEventAdmin, useSendPasswordLink } from './events.queries';

/** What the platform admin does for an event's admin: mail a password link, or log in as them. */
export function useEventAdminActions() {
  const sendLink = useSendPasswordLink();
  const logInAs = useLoginAsEventAdmin();

  const isBusy = (admin: EventAdmin, action: 'link' | 'login') => {
    // Logging in stays busy once it worked, while the page reloads as the event admin.
    const { variables, isPending, isSuccess } = action === 'link' ? sendLink : logInAs;
    return variables?.id === admin.id && (isPending || (action === 'login' && isSuccess));
  };
  return { sendLink: sendLink.mutate, logInAs: logInAs.mutate, isBusy };
}
