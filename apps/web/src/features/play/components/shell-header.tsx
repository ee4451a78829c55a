import { useTranslation } from 'react-i18next';
import type { GameSession } from '@jade/contract/games';
import { Button } from '@/components/ui/button';
import { goBack } from '../hooks/go-back';
import styles from './play.module.css';

type Props = {
  session: GameSession;
  balance: string;
  rulesOpen: boolean;
  fairOpen: boolean;
  onRules: () => void;
  onFair: () => void;
};

/** The game page's bar: back, title, play-money badge, balance, rules and fairness toggles. */
export function ShellHeader({ session, balance, rulesOpen, fairOpen, onRules, onFair }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.bar}>
      <Button variant="secondary" onClick={() => goBack(session.backUrl)} data-testid="game-back">
        <span aria-hidden="true">←</span> {t('play.shell.back')}
      </Button>
      <h1 className={styles.title} data-testid="game-title">
        {session.game.name}
      </h1>
      {session.mode === 'trial' ? (
        <span className={styles.badge} title={t('play.shell.playMoneyHint')} data-testid="game-mode">
          {t('play.shell.playMoney')}
        </span>
      ) : null}
      <p className={styles.balance}>
        <span className={styles.balanceLabel}>{t('play.shell.balance')}</span>{' '}
        <output data-testid="game-balance" aria-live="polite">
          {balance}
        </output>
      </p>
      <div className={styles.toggles}>
        <Button variant="ghost" aria-expanded={rulesOpen} onClick={onRules} data-testid="rules-toggle">
          {t('play.shell.rules')}
        </Button>
        <Button variant="ghost" aria-expanded={fairOpen} onClick={onFair} data-testid="fairness-toggle">
          {t('play.shell.fairness')}
        </Button>
      </div>
    </div>
  );
}
