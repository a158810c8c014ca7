import { useQuery } from '@tanstack/react-query';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { reviewCountsQuery } from '../features/approvals';
import { useCompany } from '../features/company';
import { useProfile } from '../features/user';
import { useAuthStore } from '../shared/auth/auth.store';
import { notifyFailure } from '../shared/feedback/notify';
import { POWERED_BY_URL } from '../shared/constants';
import { NavLink } from '../shared/routing/links';
import { Button } from '../shared/ui/Button';
import { LanguageSwitcher } from '../shared/ui/LanguageSwitcher';
import { Logo } from '../shared/ui/Logo';
import { navItemsFor } from './nav-links';
import { openQueueBoard } from './queue-board';
import styles from './Sidebar.module.css';

/**
 * The logo, the menu and the account's footer: beside the page on wide screens, and in the
 * phone menu's dialog (Layout) on narrow ones, where choosing a link closes it (`onNavigate`).
 */
export function Sidebar({ onNavigate }: { onNavigate?(): void }) {
  const { t } = useTranslation('layout');
  const { role, actingAdminId } = useProfile();
  const company = useCompany();
  const logout = useAuthStore((state) => state.logout);
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- <Trans> puts the link's text in
  const poweredByLink = <a href={POWERED_BY_URL} target="_blank" rel="noopener noreferrer" />;

  return (
    <>
      <div className={styles.brand}>
        <Logo />
      </div>
      <nav aria-label={t('nav.label')} className={styles.nav}>
        <ul>
          {navItemsFor({ role, company, acting: actingAdminId != null }).map((item) => {
            const label = (
              <>
                <item.icon className={styles.icon} size={20} strokeWidth={1.75} aria-hidden="true" focusable="false" />
                {t(item.label)}
              </>
            );
            return (
              <li key={item.to}>
                {item.badge === 'review' ? (
                  <ReviewLink to={item.to} label={label} onNavigate={onNavigate} />
                ) : item.opens === 'queueBoard' ? (
                  <QueueBoardLink href={item.to} label={label} onNavigate={onNavigate} />
                ) : (
                  <NavLink to={item.to} end className={styles.link} onClick={onNavigate}>
                    {label}
                  </NavLink>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.footer}>
        <LanguageSwitcher />
        <Button variant="transparent" className={styles.logout} onClick={logout}>
          {t('logout')}
        </Button>
        <p className={styles.powered}>
          <Trans t={t} i18nKey="common:poweredBy" components={{ site: poweredByLink }} />
        </p>
      </div>
    </>
  );
}

/** The queue board's link: a new tab, opened once the API has given the board's pass. */
function QueueBoardLink({ href, label, onNavigate }: { href: string; label: ReactNode; onNavigate?(): void }) {
  const { t } = useTranslation('layout');
  const open = (event: MouseEvent) => {
    event.preventDefault();
    onNavigate?.();
    openQueueBoard().catch((error: unknown) => notifyFailure(t('nav.queuesFailed'), error));
  };
  return (
    <a href={href} target="_blank" rel="noopener" className={styles.link} onClick={open}>
      {label}
    </a>
  );
}

/**
 * The entry-approval link with pending plus flagged entries on a badge (none when there are
 * none). The link keeps its name; screen readers hear the count as its description.
 */
function ReviewLink({ to, label, onNavigate }: { to: string; label: ReactNode; onNavigate?(): void }) {
  const { t } = useTranslation('layout');
  const { data: counts } = useQuery(reviewCountsQuery);
  const count = counts ? counts.pending + counts.flagged : 0;
  const descriptionId = useId();
  return (
    <>
      <NavLink
        to={to}
        end
        className={styles.link}
        aria-describedby={count > 0 ? descriptionId : undefined}
        onClick={onNavigate}
      >
        {label}
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true" data-testid="review-badge">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </NavLink>
      {count > 0 && (
        <span id={descriptionId} hidden>
          {t('nav.reviewBadge', { count })}
        </span>
      )}
    </>
  );
}
