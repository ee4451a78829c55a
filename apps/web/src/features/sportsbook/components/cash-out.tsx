import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SportsBet } from '@jade/contract/sportsbook';
import { Button } from '@/components/ui/button';
import { errorNumber, errorText } from '@/lib/errors';
import { parseMoney } from '@/lib/money';
import { useCashOut } from '../api/cash-out';
import { isPart, partOffer } from '../cash-out';
import styles from './sportsbook.module.css';

/**
 * An open bet's cash-out: the offer for the whole running stake (kept current by my bets' reads
 * and the live `sportsCashOut` message) or for a part of it. A refused cash-out says why in the
 * member's words; a fallen offer shows the new one to accept.
 */
type Props = { bet: SportsBet; money: (n: number) => string; onPaid: (paid: number) => void };

export function CashOut({ bet, money, onPaid }: Props) {
  const { t } = useTranslation();
  const partId = useId();
  const [partText, setPartText] = useState('');
  const cash = useCashOut(bet.id, onPaid);
  const offer = bet.cashOut;
  const part = parseMoney(partText);
  const fallen = errorNumber(cash.error, 'amount');
  if (!offer) return null;
  return (
    <div className={styles.cashOut} data-testid="cash-out">
      <Button onClick={() => cash.mutate({ amount: offer.amount })} disabled={cash.isPending} data-testid="cash-out-full">
        {t('sportsbook.cashOut.full', { amount: money(offer.amount) })}
      </Button>
      <div className={styles.field}>
        <label htmlFor={partId}>{t('sportsbook.cashOut.part', { stake: money(offer.stake) })}</label>
        <input
          id={partId}
          inputMode="decimal"
          autoComplete="off"
          value={partText}
          onChange={(e) => setPartText(e.target.value)}
        />
      </div>
      {isPart(offer, part) ? (
        <Button
          variant="secondary"
          onClick={() => cash.mutate({ amount: partOffer(offer, part), stakePart: part })}
          disabled={cash.isPending}
        >
          {t('sportsbook.cashOut.partButton', { amount: money(partOffer(offer, part)) })}
        </Button>
      ) : null}
      {cash.isError ? (
        <p className={styles.error} role="alert" data-testid="cash-out-error">
          {errorText(t, cash.error)}
          {fallen !== null ? ` ${t('sportsbook.cashOut.newOffer', { amount: money(fallen) })}` : ''}
        </p>
      ) : null}
    </div>
  );
}
