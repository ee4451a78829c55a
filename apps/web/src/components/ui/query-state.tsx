import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors';
import { Button } from './button';
import styles from './query-state.module.css';

type Props = {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; isPlaceholderData?: boolean };
  empty: boolean;
  emptyText: string;
  children: ReactNode;
};

/**
 * The states every fetched list shares before its content: a skeleton while the first answer
 * loads, the error in the reader's language with a retry, and an empty text.
 */
export function QueryState({ query, empty, emptyText, children }: Props) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <div className={styles.skeleton} role="status" aria-label={t('common.loading')}>
        <span />
        <span />
        <span />
      </div>
    );
  if (query.isError)
    return (
      <div className={styles.state}>
        <p className={styles.error} role="alert">
          {errorText(t, query.error)}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  if (empty)
    return (
      <p className={styles.state} role="status">
        {emptyText}
      </p>
    );
  return (
    <div className={query.isPlaceholderData ? styles.fetching : undefined} aria-busy={Boolean(query.isPlaceholderData)}>
      {children}
    </div>
  );
}
