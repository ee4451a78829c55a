import { useTranslation } from 'react-i18next';
import { LIMITS } from '@jade/contract/limits';
import styles from './pager.module.css';

export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'start' | 'end' };

/**
 * The page numbers to show (spec §9: margin pages at each end and a range around the current
 * page); a gap of exactly one page shows that page rather than an ellipsis, which would take the
 * same room and hide it.
 */
export function pagerItems(current: number, count: number, margin = LIMITS.pagerMargin, range = LIMITS.pagerRange): PagerItem[] {
  if (count <= 0) return [];
  const page = Math.min(Math.max(current, 1), count);
  let start = Math.max(1, page - Math.floor(range / 2));
  const end = Math.min(count, start + range - 1);
  start = Math.max(1, end - range + 1);
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, count); p++) shown.add(p);
  for (let p = Math.max(1, count - margin + 1); p <= count; p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) items.push({ kind: 'page', page: p - 1 });
    else if (prev !== undefined && p - prev > 2) items.push({ kind: 'gap', key: p < page ? 'start' : 'end' });
    items.push({ kind: 'page', page: p });
  });
  return items;
}

type Props = { page: number; pageSize: number; total: number; onChange: (page: number) => void; disabled?: boolean };

/** Previous, the page numbers and next; nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const count = Math.ceil(total / pageSize);
  if (count <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('ui.pager.label')}>
      <button type="button" className={styles.step} disabled={disabled || page <= 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true">‹ </span>
        {t('ui.pager.previous')}
      </button>
      <ul className={styles.pages}>
        {pagerItems(page, count).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.key}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={styles.page}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={t('ui.pager.page', { page: item.page })}
                disabled={disabled && item.page !== page}
                onClick={() => item.page !== page && onChange(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className={styles.step} disabled={disabled || page >= count} onClick={() => onChange(page + 1)}>
        {t('ui.pager.next')}
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
