import clsx from 'clsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/money';
import { local } from '@/lib/storage';
import { useBalance } from '@/lib/queries/balance';
import styles from './balance-chip.module.css';

const HIDE_KEY = 'hideBalance';

/** The header balance: 2 decimals, hideable as asterisks (remembered), refreshable; deposit and withdraw beside it. */
export function BalanceChip({ token, className }: { token: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const balance = useBalance(token);
  const [hidden, setHidden] = useState(() => local.get(HIDE_KEY) === '1');
  const toggle = () => {
    local.set(HIDE_KEY, hidden ? '0' : '1');
    setHidden(!hidden);
  };
  const text = balance.data ? formatMoney(balance.data.balance, balance.data.currencySymbol, i18n.language) : '—';
  return (
    <div className={clsx(styles.wrap, className)}>
      <div className={styles.chip}>
        <span className={styles.label}>{t('wallet.balance')}</span>
        <span className={styles.amount} data-testid="header-balance" aria-live="polite">
          {hidden ? '******' : text}
        </span>
        <button
          type="button"
          className={styles.icon}
          onClick={toggle}
          aria-label={hidden ? t('wallet.show') : t('wallet.hide')}
          aria-pressed={hidden}
        >
          <span aria-hidden="true">{hidden ? '◌' : '◉'}</span>
        </button>
        <button
          type="button"
          className={styles.icon}
          onClick={() => void balance.refetch()}
          aria-label={t('wallet.refresh')}
          disabled={balance.isFetching}
        >
          <span aria-hidden="true" className={balance.isFetching ? styles.spin : undefined}>
            ↻
          </span>
        </button>
      </div>
      <Link
        to={`${paths.member}?page=depositv2`}
        className={styles.action}
        data-variant="primary"
        aria-label={t('centre.pages.depositv2')}
      >
        <span className={styles.long}>{t('centre.pages.depositv2')}</span>
        <span className={styles.short} aria-hidden="true">
          +
        </span>
      </Link>
      <Link to={`${paths.member}?page=withdraw`} className={styles.action}>
        {t('centre.pages.withdraw')}
      </Link>
    </div>
  );
}
