import { Trans, useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '../constants';

/** The support mailbox as a <Trans> component: the translation puts the link's text in. */
// eslint-disable-next-line jsx-a11y/anchor-has-content -- see above
export const supportMailLink = <a href={`mailto:${SUPPORT_EMAIL}`} />;

/** A sentence of the given namespace with the support mailbox linked in its <mail> tag. */
export function SupportContact({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  return (
    <Trans
      t={t}
      i18nKey="contact"
      values={{ email: SUPPORT_EMAIL }}
      components={{ mail: supportMailLink }}
    />
  );
}
