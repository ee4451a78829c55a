import { useTranslation } from 'react-i18next';
import type { GameInfo } from '@jade/contract/games';
import { Button } from '@/components/ui/button';
import styles from './play.module.css';

/** Basis points as a percentage with two decimals (9650 → "96.50 %"). */
export const rtpText = (bp: number) => `${(bp / 100).toFixed(2)} %`;

/** How the title pays, its declared RTP and limits; open before the first bet. */
export function RulesPanel({ game, money, onClose }: { game: GameInfo; money: (minor: number) => string; onClose: () => void }) {
  const { t } = useTranslation();
  const lines = typeof game.params.lines === 'number' ? game.params.lines : 0;
  return (
    <section className={styles.panel} aria-labelledby="rules-title" data-testid="rules-panel">
      <h2 id="rules-title">{t('play.rules.title', { name: game.name })}</h2>
      <dl className={styles.facts}>
        <dt>{t('play.rules.rtp')}</dt>
        <dd data-testid="rules-rtp">{rtpText(game.rtpBp)}</dd>
        <dt>{t('play.rules.minBet')}</dt>
        <dd>{money(game.minBet)}</dd>
        <dt>{t('play.rules.maxBet')}</dt>
        <dd>{money(game.maxBet)}</dd>
      </dl>
      <p className={styles.note}>{t('play.rules.rtpNote')}</p>
      <p>{t(`play.rules.engines.${game.engine}`)}</p>
      {game.engine === 'slot' ? (
        <p>{lines === 243 ? t('play.rules.slotWays') : t('play.rules.slotLines', { count: lines })}</p>
      ) : null}
      {game.jackpot ? <p>{t('play.rules.jackpot')}</p> : null}
      <p className={styles.note}>{t('play.rules.fair')}</p>
      <Button onClick={onClose} data-testid="rules-close">
        {t('play.rules.start')}
      </Button>
    </section>
  );
}
