import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetRecord } from '@jade/contract/wallet';
import { Dialog } from '@/components/ui/dialog';
import { SignedMoney } from '@/components/ui/signed-money';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { BetLegs, SPORTS_DETAIL_KEYS, sportsLegs, sportsResult } from './bet-legs';
import { categoryLabel } from './category-label';
import { FairnessReceiptSection } from './fairness-receipt';
import styles from './records.module.css';

/** A detail value as text: strings and numbers as they are, anything else as compact JSON. */
function detailText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '—';
}

/**
 * One round of the betting record: its reference, amounts, settle time and the game's own detail;
 * in-house rounds (their detail names the engine) also offer the fairness receipt. A sports bet's
 * round (its detail has legs) shows its settlement translated, its bet number and its legs.
 */
export function BetDetailDialog({ bet, onClose }: { bet: BetRecord | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const legs = bet ? sportsLegs(bet.detail) : null;
  const raw = bet
    ? Object.entries(bet.detail).filter(([key]) => !legs || !(SPORTS_DETAIL_KEYS as readonly string[]).includes(key))
    : [];
  return (
    <Dialog open={bet !== null} onOpenChange={(o) => !o && onClose()} title={t('records.bets.detailTitle')}>
      {bet ? (
        <>
          <dl className={styles.detail} data-testid="bet-detail">
            <dt>{t('records.bets.game')}</dt>
            <dd>
              {bet.gameName} · {bet.vendor} · {categoryLabel(t, bet.category)}
            </dd>
            <dt>{t('records.bets.roundRef')}</dt>
            <dd>{bet.roundRef}</dd>
            <dt>{t('records.bets.stake')}</dt>
            <dd>{formatMoney(bet.stake)}</dd>
            <dt>{t('records.bets.win')}</dt>
            <dd>{formatMoney(bet.win)}</dd>
            <dt>{t('records.bets.profit')}</dt>
            <dd>
              <SignedMoney minor={bet.profit} />
            </dd>
            <dt>{t('records.bets.result')}</dt>
            <dd data-testid="bet-detail-result">{bet.result ? (legs ? sportsResult(t, bet.result) : bet.result) : '—'}</dd>
            <dt>{t('records.time')}</dt>
            <dd>{formatDateTime(bet.createdAt, i18n.language)}</dd>
            <dt>{t('records.bets.settledAt')}</dt>
            <dd>{bet.settledAt ? formatDateTime(bet.settledAt, i18n.language) : t('records.bets.notSettled')}</dd>
            {legs && bet.detail.betId !== undefined ? (
              <>
                <dt>{t('records.sports.betId')}</dt>
                <dd>{detailText(bet.detail.betId)}</dd>
              </>
            ) : null}
            {legs && bet.detail.cashOut !== undefined ? (
              <>
                <dt>{t('records.sports.cashOut')}</dt>
                <dd>{detailText(bet.detail.cashOut)}</dd>
              </>
            ) : null}
            {raw.map(([key, value]) => (
              <Fragment key={key}>
                <dt>{key}</dt>
                <dd>{detailText(value)}</dd>
              </Fragment>
            ))}
          </dl>
          {legs ? <BetLegs legs={legs} /> : null}
          {typeof bet.detail.engine === 'string' ? <FairnessReceiptSection roundRef={bet.roundRef} /> : null}
        </>
      ) : null}
    </Dialog>
  );
}
