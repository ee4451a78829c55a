import { useTranslation } from 'react-i18next';
import type { PromotionItem } from '@jade/contract/promotions';
import { Dialog } from '@/components/ui/dialog';
import { SafeHtml } from '@/components/ui/safe-html';
import { stateBadge } from '../promotion-state';
import { termLines } from '../promotion-terms';
import { periodText } from './promotion-period';
import { PromotionActionButton, type ActionHandlers } from './promotion-action';
import { RafflePanel } from './raffle-panel';
import { RankingBoard } from './ranking-board';
import { SignInDays } from './sign-in-days';
import styles from './promotions.module.css';

type Props = ActionHandlers & {
  promotion: PromotionItem | null;
  /** The session token: a member's leaderboard carries their own place, a raffle their tickets. */
  token: string | null;
  money: (minor: number) => string;
  onClose: () => void;
  onInternalLink: (path: string) => void;
  /** Opens the application dialog of this promotion (the detail closes first). */
  onApply: (id: number) => void;
};

/**
 * A promotion's details: the period, the operator's rules, the terms in words (sign-in: each
 * day's reward, today marked, and the streak; a ranking: its leaderboard; a raffle: its tickets,
 * draw and winners) and the action of its state.
 */
export function PromotionDetail({ promotion: p, token, money, onClose, onInternalLink, onApply, ...handlers }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog open={p !== null} onOpenChange={(o) => !o && onClose()} title={p?.title ?? ''} size="wide">
      {p ? (
        <div className={styles.detail} data-testid="promotion-detail">
          <p className={styles.period}>
            {periodText(p, t, i18n.language)}{' '}
            <span className={styles.state} data-state={stateBadge(p)}>
              {t(`promotions.states.${stateBadge(p)}`)}
            </span>
          </p>
          {p.terms.kind === 'SIGN_IN' ? <SignInDays rewards={p.terms.rewards} progress={p.progress} money={money} /> : null}
          {p.terms.kind === 'RANKING' ? <RankingBoard promotionId={p.id} token={token} money={money} /> : null}
          {p.terms.kind === 'RAFFLE' ? <RafflePanel promotionId={p.id} token={token} money={money} /> : null}
          <section className={styles.section} aria-labelledby="promotion-terms">
            <h3 id="promotion-terms">{t('promotions.terms')}</h3>
            <ul className={styles.terms} data-testid="promotion-terms">
              {termLines(p.terms, t, money, i18n.language).map((line) => (
                <li key={line.id}>{line.text}</li>
              ))}
            </ul>
          </section>
          {p.rules ? (
            <section className={styles.section} aria-labelledby="promotion-rules">
              <h3 id="promotion-rules">{t('promotions.rules')}</h3>
              <SafeHtml html={p.rules} onInternalLink={onInternalLink} />
            </section>
          ) : null}
          <PromotionActionButton promotion={p} money={money} onClose={onClose} onApply={() => onApply(p.id)} {...handlers} />
        </div>
      ) : null}
    </Dialog>
  );
}
