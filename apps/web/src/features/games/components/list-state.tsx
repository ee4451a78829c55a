import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/errors';
import { GameCardSkeleton } from './game-card';
import styles from './games.module.css';

/** Cards-shaped placeholders while the first page loads. */
export function GridSkeleton({ count = 12, large = false }: { count?: number; large?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={clsx(styles.skeletonGrid, large && styles.skeletonLarge)} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <GameCardSkeleton key={i} large={large} />
      ))}
    </div>
  );
}

/** A failed list: the reason in the player's language and a retry. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role="alert">
      <p>{errorText(t, error)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** Nothing to show (no match, no favourites yet …). */
export function ListEmpty({ text }: { text: string }) {
  return (
    <p className={styles.state} role="status" data-testid="games-empty">
      {text}
    </p>
  );
}
