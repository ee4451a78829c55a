import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { goBack } from '../hooks/go-back';
import styles from './play.module.css';

const ENDED = new Set(['GS_SESSION_INVALID', 'SW_LAUNCH_TOKEN_INVALID']);

/**
 * The whole page when the game cannot be played: an expired link or session (only the way back),
 * or another failure (also a retry).
 */
export function ShellError({ error, backUrl }: { error: unknown; backUrl: string }) {
  const { t } = useTranslation();
  const ended = error instanceof ApiError && ENDED.has(error.code);
  return (
    <section className={styles.fatal} role="alert" data-testid="game-fatal">
      <h1>{ended ? t('play.shell.ended') : t('play.shell.failed')}</h1>
      <p>{errorText(t, error)}</p>
      <div className={styles.actions}>
        <Button onClick={() => goBack(backUrl)} data-testid="game-fatal-back">
          {t('play.shell.back')}
        </Button>
        {ended ? null : (
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
        )}
      </div>
    </section>
  );
}
