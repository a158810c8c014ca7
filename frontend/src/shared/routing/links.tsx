import {
  Link as RouterLink,
  Navigate,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavigateProps,
  type NavLinkProps,
  useLocation,
} from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { withLang } from '../../i18n/language';

/* In-app links and redirects keep `?lang=` for any language but Polish. */

function useLangPath() {
  const { i18n } = useTranslation();
  return (to: string) => withLang(to, i18n.language);
}

type WithPath<P> = Omit<P, 'to'> & { to: string };

export function Link({ to, ...props }: WithPath<LinkProps>) {
  const langPath = useLangPath();
  return <RouterLink to={langPath(to)} {...props} />;
}

export function NavLink({ to, ...props }: WithPath<NavLinkProps>) {
  const langPath = useLangPath();
  return <RouterNavLink to={langPath(to)} {...props} />;
}

/**
 * Keyed by the current location so that it fires again if the address changes while it is
 * still shown: the language sync in the app shell can replace the address in the same commit,
 * after this redirect ran, and a plain Navigate would not notice.
 */
export function Redirect({ to, ...props }: WithPath<NavigateProps>) {
  const langPath = useLangPath();
  const { key } = useLocation();
  return <Navigate key={key} to={langPath(to)} replace {...props} />;
}
