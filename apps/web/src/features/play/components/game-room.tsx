import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSession } from '@jade/contract/games';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { GAME_VIEWS } from '../games';
import { forgetSession } from '../hooks/session-store';
import { useGamePlay } from '../hooks/use-game-play';
import { WinHoldContext } from '../hooks/win-hold';
import { FairnessPanel } from './fairness-panel';
import { RulesPanel } from './rules-panel';
import { ShellError } from './shell-error';
import { ShellHeader } from './shell-header';
import { ViewBoundary } from './view-boundary';
import styles from './play.module.css';

/** A playable session: the bar, the engine's view, the rules (until the first bet) and fairness panels. */
export function GameRoom({ session }: { session: GameSession }) {
  const { t, i18n } = useTranslation();
  const g = useGamePlay(session);
  const money = useCallback(
    (minor: number) => formatMoney(minor, session.currency, i18n.language),
    [session.currency, i18n.language],
  );
  // The rules show until the first bet unless the player opens or closes them.
  const [rulesChoice, setRulesChoice] = useState<boolean | null>(null);
  const rulesOpen = rulesChoice ?? g.played === 0;
  const [fairOpen, setFairOpen] = useState(false);
  const ended = g.fatalError !== null;
  useEffect(() => {
    if (ended) forgetSession(session.game.code);
  }, [ended, session.game.code]);

  if (g.fatalError) return <ShellError error={g.fatalError} backUrl={session.backUrl} />;
  const View = GAME_VIEWS[session.game.engine];
  const loading = (
    <p className={styles.status} role="status">
      {t('play.shell.viewLoading')}
    </p>
  );

  return (
    <div className={styles.room} data-testid="game-room" data-engine={session.game.engine}>
      <ShellHeader
        session={session}
        balance={money(g.balance)}
        rulesOpen={rulesOpen}
        fairOpen={fairOpen}
        onRules={() => setRulesChoice(!rulesOpen)}
        onFair={() => setFairOpen((o) => !o)}
      />
      {g.error ? (
        <div className={styles.alert} role="alert" data-testid="game-error">
          <span>{errorText(t, g.error)}</span>
          <Button variant="ghost" onClick={g.clearError} aria-label={t('play.shell.dismiss')}>
            <span aria-hidden="true">×</span>
          </Button>
        </div>
      ) : null}
      <div className={styles.stage}>
        <div className={styles.view}>
          <ViewBoundary
            fallback={
              <p className={styles.error} role="alert">
                {t('play.shell.viewFailed')}
              </p>
            }
          >
            <Suspense fallback={loading}>
              <WinHoldContext.Provider value={g.hold}>
                <View
                  game={session.game}
                  currency={session.currency}
                  mode={session.mode}
                  balance={g.balance}
                  play={g.play}
                  mines={g.mines}
                  money={money}
                />
              </WinHoldContext.Provider>
            </Suspense>
          </ViewBoundary>
        </div>
        {rulesOpen || fairOpen ? (
          <aside className={styles.side}>
            {rulesOpen ? <RulesPanel game={session.game} money={money} onClose={() => setRulesChoice(false)} /> : null}
            {fairOpen ? <FairnessPanel session={session} fair={g.fair} onRotated={g.setFair} last={g.last} /> : null}
          </aside>
        ) : null}
      </div>
    </div>
  );
}
