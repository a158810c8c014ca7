import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS, pageSlots, totalPages } from '@lesne/domain';
import { cx } from './cx';
import styles from './Pagination.module.css';

interface PaginationProps {
  /** 1-based */
  page: number;
  perPage: number;
  totalItems: number;
  onPageChange(page: number): void;
  onPerPageChange(perPage: number): void;
  perPageOptions?: readonly number[];
}

/**
 * The summary and the page-size choice show whenever there are results, so a size that left
 * a single page can be changed back; the page buttons show only with two pages or more.
 */
export function Pagination({
  page,
  perPage,
  totalItems,
  onPageChange,
  onPerPageChange,
  perPageOptions = PAGE_SIZE_OPTIONS,
}: PaginationProps) {
  const { t } = useTranslation('ui');
  const sizeId = useId();
  if (totalItems <= 0) return null;

  const pages = totalPages(totalItems, perPage);
  const shown = Math.max(0, Math.min(perPage, totalItems - (page - 1) * perPage));

  return (
    <div className={styles.pagination}>
      <p className={styles.summary}>{t('pagination.summary', { shown, count: totalItems })}</p>
      <div className={styles.size}>
        <label htmlFor={sizeId}>{t('pagination.perPage')}</label>
        <select id={sizeId} value={perPage} onChange={(event) => onPerPageChange(Number(event.target.value))}>
          {perPageOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      {pages >= 2 && (
        <nav aria-label={t('pagination.label')}>
          <ul className={styles.pages}>
            <li>
              <button type="button" className={styles.step} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
                {t('pagination.previous')}
              </button>
            </li>
            {pageSlots(page, pages).map((slot, index) =>
              slot === 'ellipsis' ? (
                <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={slot}>
                  <button
                    type="button"
                    className={cx(styles.page, slot === page && styles.current)}
                    aria-current={slot === page ? 'page' : undefined}
                    onClick={() => onPageChange(slot)}
                  >
                    {slot}
                  </button>
                </li>
              ),
            )}
            <li>
              <button type="button" className={styles.step} disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
                {t('pagination.next')}
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
