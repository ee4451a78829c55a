import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import styles from './home.module.css';

type Query = { isPending: boolean; isError: boolean; refetch: () => unknown };

/**
 * The loading, error (with retry) and empty states of a home section; null once there is content,
 * so the caller renders it.
 */
export function SectionState({ query, empty, shape = 'row' }: { query: Query; empty: boolean; shape?: 'row' | 'board' }) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <div className={shape === 'row' ? styles.rowSkeleton : styles.boardSkeleton} role="status" aria-label={t('common.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <div className={styles.state} role="alert">
        <p>{t('home.sectionError')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  if (empty) return <p className={styles.state}>{t('home.sectionEmpty')}</p>;
  return null;
}
