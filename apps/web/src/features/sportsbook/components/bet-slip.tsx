import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SPORTS_ODDS_POLICIES } from '@jade/contract/sportsbook';
import { Button } from '@/components/ui/button';
import { formatMoney, parseMoney } from '@/lib/money';
import type { OddsDisplay } from '../hooks/use-odds-format';
import { usePlaceSlip, type OddsPolicy } from '../hooks/use-place-slip';
import { refusalText } from '../refusals';
import { clashingEvents, parlayOdds, parlayRefusal, slipBets, slipTotals, type SlipLeg, type SlipMode } from '../slip';
import { OddsChanged } from './odds-changed';
import { SlipLegRow } from './slip-leg';
import styles from './slip.module.css';

type Props = {
  legs: SlipLeg[];
  setLegs: (update: (legs: SlipLeg[]) => SlipLeg[]) => void;
  odds: OddsDisplay;
  currency: string;
  myBetsHref: string;
};

const amount = (text: string | undefined) => parseMoney(text ?? '');

/**
 * The bet slip: the picked selections as singles (a stake each) or one parlay (one stake; refused
 * with the reason when two legs are of one event), what to do when the odds change, the total
 * stake and potential return, and the refusals in the member's words. A bottom sheet on phones.
 */
export function BetSlip({ legs, setLegs, odds, currency, myBetsHref }: Props) {
  const { t } = useTranslation();
  const bodyId = useId();
  const parlayStakeId = useId();
  const policyId = useId();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<SlipMode>('SINGLES');
  const [stakes, setStakes] = useState<Record<number, string>>({});
  const [parlayStake, setParlayStake] = useState('');
  const [policy, setPolicy] = useState<OddsPolicy>('ASK');
  const slip = usePlaceSlip(policy, {
    onPlaced: (ids) => setLegs((ls) => ls.filter((l) => !ids.includes(l.selectionId))),
    onReprice: (after) => setLegs((ls) => ls.map((l) => after.find((a) => a.selectionId === l.selectionId) ?? l)),
  });
  const money = (n: number) => formatMoney(n, currency);
  const refusal = mode === 'PARLAY' ? parlayRefusal(legs) : null;
  const clash = mode === 'PARLAY' ? clashingEvents(legs) : new Set<number>();
  const stakeOf = Object.fromEntries(legs.map((l) => [l.selectionId, amount(stakes[l.selectionId])]));
  const bets = refusal ? [] : slipBets(mode, legs, stakeOf, amount(parlayStake));
  const totals = slipTotals(bets);
  const badStake = mode === 'PARLAY' ? !amount(parlayStake) : legs.some((l) => stakes[l.selectionId] && !stakeOf[l.selectionId]);

  return (
    <aside className={styles.slip} data-open={open} aria-label={t('sportsbook.slip.title')} data-testid="bet-slip">
      <button type="button" className={styles.bar} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
        <span>{t('sportsbook.slip.count', { count: legs.length })}</span>
        <span aria-hidden="true">{open ? '▾' : '▴'}</span>
      </button>
      <div className={styles.body} id={bodyId}>
        {legs.length === 0 ? <p>{t('sportsbook.slip.empty')}</p> : null}
        {legs.length > 0 ? (
          <div className={styles.modes} role="group" aria-label={t('sportsbook.slip.mode')}>
            {(['SINGLES', 'PARLAY'] as const).map((m) => (
              <button key={m} type="button" aria-pressed={mode === m} onClick={() => setMode(m)}>
                {t(m === 'SINGLES' ? 'sportsbook.slip.singles' : 'sportsbook.slip.parlay')}
              </button>
            ))}
          </div>
        ) : null}
        <ul className={styles.legs}>
          {legs.map((l) => (
            <SlipLegRow
              key={l.selectionId}
              leg={l}
              odds={odds}
              clash={clash.has(l.eventId)}
              stake={stakes[l.selectionId]}
              onStake={mode === 'SINGLES' ? (text) => setStakes((s) => ({ ...s, [l.selectionId]: text })) : undefined}
              onRemove={() => setLegs((ls) => ls.filter((x) => x.selectionId !== l.selectionId))}
            />
          ))}
        </ul>
        {mode === 'PARLAY' && legs.length > 0 ? (
          refusal ? (
            <p className={styles.error} role="status" data-testid="parlay-refusal">
              {t(`sportsbook.parlayRefusal.${refusal}`)}
            </p>
          ) : (
            <>
              <p data-testid="parlay-odds">{t('sportsbook.slip.parlayOdds', { odds: odds.show(parlayOdds(legs)) })}</p>
              <div className={styles.field}>
                <label htmlFor={parlayStakeId}>{t('sportsbook.slip.stake')}</label>
                <input
                  id={parlayStakeId}
                  inputMode="decimal"
                  autoComplete="off"
                  value={parlayStake}
                  onChange={(e) => setParlayStake(e.target.value)}
                />
              </div>
            </>
          )
        ) : null}
        {legs.length > 0 ? (
          <>
            <div className={styles.field}>
              <label htmlFor={policyId}>{t('sportsbook.slip.policy.label')}</label>
              <select id={policyId} value={policy} onChange={(e) => setPolicy(e.target.value as OddsPolicy)}>
                {SPORTS_ODDS_POLICIES.map((p) => (
                  <option key={p} value={p}>
                    {t(`sportsbook.slip.policy.${p}`)}
                  </option>
                ))}
              </select>
            </div>
            <dl className={styles.totals}>
              <dt>{t('sportsbook.slip.totalStake')}</dt>
              <dd data-testid="slip-stake">{money(totals.stake)}</dd>
              <dt>{t('sportsbook.slip.toReturn')}</dt>
              <dd data-testid="slip-return">{money(totals.toReturn)}</dd>
            </dl>
          </>
        ) : null}
        {slip.changed ? (
          <OddsChanged
            change={slip.changed}
            odds={odds}
            busy={slip.busy}
            onAccept={() => void slip.accept()}
            onDismiss={slip.dismiss}
          />
        ) : null}
        {slip.error ? (
          <p className={styles.error} role="alert" data-testid="slip-error">
            {refusalText(t, slip.error, currency)}
          </p>
        ) : null}
        {slip.placed > 0 && !slip.busy ? (
          <p className={styles.ok} role="status" data-testid="slip-placed">
            {t('sportsbook.slip.placed', { count: slip.placed })} <Link to={myBetsHref}>{t('sportsbook.nav.bets')}</Link>
          </p>
        ) : null}
        {legs.length > 0 ? (
          <div className={styles.actions}>
            <Button onClick={() => void slip.run(bets)} disabled={slip.busy || bets.length === 0 || badStake}>
              {slip.busy ? t('sportsbook.slip.placing') : t('sportsbook.slip.place')}
            </Button>
            <Button variant="secondary" onClick={() => setLegs(() => [])} disabled={slip.busy}>
              {t('sportsbook.slip.clear')}
            </Button>
          </div>
        ) : null}
      </div>
    </aside>
  );
}
