import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LANGUAGES } from '@jade/contract/languages';
import { ApiError } from '@/lib/api-client';
import { useGameSession } from '../hooks/use-game-session';
import { GameRoom } from './game-room';
import { ShellError } from './shell-error';
import styles from './play.module.css';

const known = new Set<string>(LANGUAGES.map((l) => l.code));

/**
 * The game page at /seamless?game=…&t=…&lang=…: exchanges the one-time launch token for a game
 * session (kept in this tab for reloads), takes the token out of the address and plays.
 */
export function GameShell({
  gameCode,
  launchToken,
  lang,
}: {
  gameCode: string;
  launchToken: string | null;
  lang: string | null;
}) {
  const { t, i18n } = useTranslation();
  const [, setSearch] = useSearchParams();
  const session = useGameSession(gameCode, launchToken);
  const exchanged = session.isSuccess;

  useEffect(() => {
    if (!exchanged || !launchToken) return;
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('t');
        return next;
      },
      { replace: true },
    );
  }, [exchanged, launchToken, setSearch]);

  const language = lang ?? session.data?.language ?? null;
  useEffect(() => {
    if (language && known.has(language) && i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);

  if (!gameCode) return <ShellError error={new ApiError('SW_LAUNCH_TOKEN_INVALID', 400, '')} backUrl="/" />;
  if (session.isPending)
    return (
      <p className={styles.status} role="status" data-testid="game-loading">
        {t('play.shell.loading')}
      </p>
    );
  if (session.isError) return <ShellError error={session.error} backUrl="/" />;
  return <GameRoom session={session.data} />;
}
