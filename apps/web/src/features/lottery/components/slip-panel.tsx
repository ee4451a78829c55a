import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOTTERY_LEVEL_MAX, type LotteryBetLine, type LotteryFamily } from '@jade/contract/lottery';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { formatMoney, parseMoney } from '@/lib/money';
import { levelPercent } from '@/lib/queries/prize-level';
import { useLimits } from '../api/get-limits';
import { useMemberOdds } from '../api/get-odds';
import { usePlaceChase } from '../api/place-chase';
import { usePlaceSlip } from '../api/place-slip';
import { CHASE_FORM, chaseMultipliers, chaseTotals, planOf, planProblem, type ChaseForm } from '../chase';
import { refusalText } from '../refusals';
import { newClientKey, slipFigures } from '../slip';
import { ChaseOptions } from './chase-options';
import { SlipLines } from './slip-lines';
import styles from './board.module.css';

type Props = {
  family: LotteryFamily;
  gameCode: string;
  /** The draw taking bets now (null between a close and the next draw's opening). */
  drawNo: string | null;
  currency: string;
  lines: LotteryBetLine[];
  onLines: (lines: LotteryBetLine[]) => void;
};

/** The slip's key: the same while its terms stay the same (a retry), a new one when they change. */
function useClientKey(terms: unknown): string {
  const text = JSON.stringify(terms);
  const [slip, setSlip] = useState(() => ({ terms: text, key: newClientKey() }));
  if (slip.terms === text) return slip.key;
  const next = { terms: text, key: newClientKey() };
  setSlip(next);
  return next.key;
}

/** What the last confirm placed: a slip, or a chase (its first draw's slip) over `count` draws. */
type Placed = { slipId: number } | { chaseId: number; count: number };

/**
 * The slip: its lines, the unit stake and multiplier, and before the confirm the tickets, total
 * and potential win (at the member's prize level, named when below the table's); the confirm
 * sends the slip with its own key, and a refusal says why in the member's words. With the chase
 * on, the confirm starts a number chase of the same lines over the next draws instead
 * (chase-options.tsx), with its own key the same way.
 */
export function SlipPanel({ family, gameCode, drawNo, currency, lines, onLines }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [unitText, setUnitText] = useState('1.00');
  const [multText, setMultText] = useState('1');
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [chaseForm, setChaseForm] = useState<ChaseForm | null>(null);
  const odds = useMemberOdds(family);
  const limits = useLimits();
  const place = usePlaceSlip();
  const startChase = usePlaceChase();
  const unit = parseMoney(unitText) ?? 0;
  const multiplier = /^\d{1,5}$/.test(multText.trim()) && Number(multText) <= 10_000 ? Number(multText) : 0;
  const plan = chaseForm ? planOf(chaseForm) : null;
  const multipliers = plan ? chaseMultipliers(multiplier, plan) : [];
  const problem = plan ? planProblem(multipliers, plan) : null;
  const chase = chaseForm ? { multipliers, stopOnWin: chaseForm.stopOnWin } : null;
  const terms = { gameCode, drawNo, unit, multiplier, lines, chase };
  const clientKey = useClientKey(terms);
  const f = slipFigures(family, terms, odds.odds);
  const money = (n: number) => formatMoney(n, currency);
  const sending = chase ? startChase : place;
  const ready =
    drawNo !== null &&
    lines.length > 0 &&
    unit > 0 &&
    multiplier >= 1 &&
    !place.isPending &&
    !startChase.isPending &&
    (chase === null || problem === null);

  const confirm = () => {
    if (!ready || drawNo === null) return;
    setPlaced(null);
    const done = (p: Placed) => {
      setPlaced(p);
      onLines([]);
    };
    if (chase)
      startChase.mutate(
        { gameCode, drawNo, unit, multipliers: chase.multipliers, stopOnWin: chase.stopOnWin, lines, clientKey },
        { onSuccess: (c) => done({ chaseId: c.chaseId, count: c.multipliers.length }) },
      );
    else
      place.mutate(
        { gameCode, drawNo, unit, multiplier, lines, clientKey },
        { onSuccess: (r) => done({ slipId: r.slip.slipId }) },
      );
  };

  return (
    <section className={styles.slip} aria-labelledby={`${id}-title`} data-testid="slip">
      <h2 id={`${id}-title`}>{t('lottery.slip.title')}</h2>
      <SlipLines lines={lines} wins={f.lineWins} money={money} onRemove={(i) => onLines(lines.filter((_, j) => j !== i))} />
      <div className={styles.stakes}>
        <label htmlFor={`${id}-unit`}>{t('lottery.slip.unit')}</label>
        <input
          id={`${id}-unit`}
          inputMode="decimal"
          value={unitText}
          onChange={(e) => setUnitText(e.target.value)}
          aria-invalid={parseMoney(unitText) === null || unit === 0}
        />
        <label htmlFor={`${id}-mult`}>{t('lottery.slip.multiplier')}</label>
        <input
          id={`${id}-mult`}
          inputMode="numeric"
          value={multText}
          onChange={(e) => setMultText(e.target.value)}
          aria-invalid={multiplier < 1}
        />
      </div>
      <dl className={styles.figures} data-testid="slip-figures">
        <dt>{t('lottery.slip.tickets')}</dt>
        <dd data-testid="slip-tickets">{f.tickets}</dd>
        <dt>{t('lottery.slip.stakePerTicket')}</dt>
        <dd>{money(f.stake)}</dd>
        <dt>{t('lottery.slip.total')}</dt>
        <dd data-testid="slip-total">{money(f.total)}</dd>
        <dt>{t('lottery.slip.potentialWin')}</dt>
        <dd data-testid="slip-potential">{odds.odds ? money(f.potentialWin) : '—'}</dd>
      </dl>
      {odds.level !== undefined && odds.level < LOTTERY_LEVEL_MAX ? (
        <p className={styles.hint} data-testid="slip-level">
          {t('lottery.slip.yourLevel', { level: levelPercent(odds.level) })}
        </p>
      ) : null}
      <Checkbox
        label={t('lottery.chase.toggle')}
        checked={chaseForm !== null}
        onChange={(on) => setChaseForm(on ? CHASE_FORM : null)}
      />
      {chaseForm ? (
        <ChaseOptions
          form={chaseForm}
          onForm={setChaseForm}
          multipliers={multipliers}
          problem={problem}
          perMultiplier={f.tickets * unit}
          money={money}
        />
      ) : null}
      {sending.isError ? (
        <p className={styles.bad} role="alert" data-testid="slip-error">
          {refusalText(t, sending.error, limits.data, currency)}
        </p>
      ) : null}
      {placed !== null ? (
        <p className={styles.good} role="status" data-testid="slip-placed">
          {'chaseId' in placed
            ? t('lottery.chase.started', { chaseId: placed.chaseId, count: placed.count })
            : t('lottery.slip.placed', { slipId: placed.slipId })}
        </p>
      ) : null}
      {drawNo === null ? <p className={styles.hint}>{t('lottery.slip.noDraw')}</p> : null}
      <p className={styles.addRow}>
        <Button variant="ghost" onClick={() => onLines([])} disabled={lines.length === 0}>
          {t('lottery.slip.clear')}
        </Button>
        <Button onClick={confirm} disabled={!ready} data-testid="slip-confirm">
          {sending.isPending
            ? t('lottery.slip.placing')
            : chase
              ? t('lottery.chase.confirm', {
                  count: multipliers.length,
                  total: money(chaseTotals(f.tickets * unit, multipliers).total),
                })
              : t('lottery.slip.confirm', { total: money(f.total) })}
        </Button>
      </p>
    </section>
  );
}
