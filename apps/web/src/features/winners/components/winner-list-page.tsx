import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@jade/contract/catalog';
import { Button } from '@/components/ui/button';
import { assetUrl } from '@/lib/cdn';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { useWinnerList, type WinnerCategory } from '@/lib/queries/winners';
import styles from './winners.module.css';

type Props = { categories: GameCategory[]; imageHost: string; currencySymbol: string };

/**
 * The winners list (spec §2 "winners list"): the 20 biggest wins of real rounds, all games or one
 * category, with the masked player name, the game, the amount (2 decimals, thousand separators)
 * and when it was won.
 */
export function WinnerListPage({ categories, imageHost, currencySymbol }: Props) {
  const { t, i18n } = useTranslation();
  const [category, setCategory] = useState<WinnerCategory>('ALL');
  const list = useWinnerList(category, i18n.language, true);
  return (
    <div className={styles.page} data-testid="winner-list-page">
      <h1>{t('winners.title')}</h1>
      <div className={styles.tabs} role="group" aria-label={t('winners.category')}>
        {(['ALL', ...categories] as WinnerCategory[]).map((c) => (
          <Button
            key={c}
            variant={c === category ? 'primary' : 'secondary'}
            aria-pressed={c === category}
            onClick={() => setCategory(c)}
          >
            {c === 'ALL' ? t('winners.all') : t(`nav.${c}`)}
          </Button>
        ))}
      </div>
      {list.isPending ? <p className={styles.muted}>{t('common.loading')}</p> : null}
      {list.isError ? (
        <p role="alert">
          {errorText(t, list.error)}{' '}
          <Button variant="ghost" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      {list.data?.length === 0 ? <p className={styles.muted}>{t('winners.empty')}</p> : null}
      <ol className={styles.list} aria-busy={list.isFetching} aria-label={t('winners.title')}>
        {(list.data ?? []).map((w, i) => (
          <li key={`${w.nodeId}-${w.time}-${i}`} className={styles.row} data-testid="winner-row">
            <span className={styles.rank}>{i + 1}</span>
            <img src={assetUrl(imageHost, w.iconUrl)} alt="" width={48} height={48} loading="lazy" decoding="async" />
            <span className={styles.who}>
              <span>{w.customerName}</span>
              <span className={styles.muted}>{w.gameName}</span>
              <span className={styles.muted}>{formatDateTime(w.time, i18n.language)}</span>
            </span>
            <span className={styles.amount}>
              <span className="visually-hidden">{t('home.won')} </span>
              {formatMoney(w.winAmount, currencySymbol)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
