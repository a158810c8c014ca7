import { Trans, useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '../constants';

/** A sentence of the given namespace with the support mailbox linked in its <mail> tag. */
export function SupportContact({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  return (
    <Trans
      t={t}
      i18nKey="contact"
      values={{ email: SUPPORT_EMAIL }}
      components={{ mail: <a href={`mailto:${SUPPORT_EMAIL}`} /> }}
    />
  );
}
