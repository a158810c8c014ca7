import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventAdmin } from '@lesne/contracts';
import { useAuthStore } from '../../shared/auth/auth.store';
import { notifyFailure, notifySuccess } from '../../shared/feedback/notify';
import { adminLogin, sendPasswordLink } from './events.api';

/** What the platform admin does for an event's admin: mail a password link, or log in as them. */
export function useEventAdminActions() {
  const { t } = useTranslation('events');
  const loginAs = useAuthStore((state) => state.loginAs);
  const [busy, setBusy] = useState<{ adminId: number; action: 'link' | 'login' } | null>(null);

  async function sendLink(admin: EventAdmin) {
    setBusy({ adminId: admin.id, action: 'link' });
    try {
      await sendPasswordLink(admin.id);
      notifySuccess(t('toast.passwordLinkSent'));
    } catch (error) {
      notifyFailure(t('toast.passwordLinkError'), error);
    } finally {
      setBusy(null);
    }
  }

  async function logInAs(admin: EventAdmin) {
    setBusy({ adminId: admin.id, action: 'login' });
    try {
      // Reloads the page as the event admin; the banner there leads back.
      loginAs(await adminLogin(admin.id));
    } catch (error) {
      notifyFailure(t('toast.loginAsError'), error);
      setBusy(null);
    }
  }

  const isBusy = (admin: EventAdmin, action: 'link' | 'login') => busy?.adminId === admin.id && busy.action === action;
  return { sendLink, logInAs, isBusy };
}
