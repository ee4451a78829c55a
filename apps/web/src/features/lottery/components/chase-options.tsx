import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { CHASE_DRAWS, CHASE_FACTOR, MAX_MULTIPLIER, chaseTotals, type ChaseForm, type PlanProblem } from '../chase';
import { arrowKeys } from '../hooks/arrow-keys';
import styles from './board.module.css';

type Props = {
  form: ChaseForm;
  onForm: (form: ChaseForm) => void;
  /** Each draw's multiplier as the plan makes them. */
  multipliers: number[];
  problem: PlanProblem;
  /** The slip's total at multiplier 1 (tickets × unit). */
  perMultiplier: number;
  money: (n: number) => string;
};

/** Why the plan cannot be sent, in the member's words. */
function ProblemText({ problem, multipliers }: { problem: Exclude<PlanProblem, null>; multipliers: number[] }) {
  const { t } = useTranslation();
  const over = multipliers.findIndex((m) => m > MAX_MULTIPLIER);
  const text =
    problem === 'tooHigh'
      ? t('lottery.chase.problem.tooHigh', { n: over + 1, max: MAX_MULTIPLIER.toLocaleString('en-US') })
      : problem === 'factorRange'
        ? t('lottery.chase.problem.factorRange', CHASE_FACTOR)
        : problem === 'everyRange'
          ? t('lottery.chase.problem.everyRange')
          : t('lottery.chase.problem.drawsRange', CHASE_DRAWS);
  return (
    <p className={styles.bad} role="alert" data-testid="chase-problem">
      {text}
    </p>
  );
}

/**
 * The slip's number chase: over how many draws, the same multiplier on each or a plan that
 * multiplies it every n draws, and whether to stop on the first win; then each draw's multiplier
 * and stake, what is taken now (the first draw) and the total of every draw.
 */
export function ChaseOptions({ form, onForm, multipliers, problem, perMultiplier, money }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const set = (patch: Partial<ChaseForm>) => onForm({ ...form, ...patch });
  const totals = chaseTotals(perMultiplier, multipliers);
  const listed = problem !== 'drawsRange' && multipliers.length > 0;
  return (
    <fieldset className={styles.chase} data-testid="chase-options">
      <legend>{t('lottery.chase.title')}</legend>
      <div className={styles.stakes}>
        <label htmlFor={`${id}-draws`}>{t('lottery.chase.draws')}</label>
        <input
          id={`${id}-draws`}
          inputMode="numeric"
          value={form.draws}
          onChange={(e) => set({ draws: e.target.value })}
          aria-invalid={problem === 'drawsRange'}
          aria-describedby={`${id}-draws-hint`}
        />
      </div>
      <p id={`${id}-draws-hint`} className={styles.hint}>
        {t('lottery.chase.drawsHint', CHASE_DRAWS)}
      </p>
      <div className={styles.types} role="radiogroup" aria-label={t('lottery.chase.plan')} onKeyDown={arrowKeys('radio')}>
        {(['flat', 'multiply'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            role="radio"
            aria-checked={form.kind === kind}
            tabIndex={form.kind === kind ? 0 : -1}
            onClick={() => set({ kind })}
          >
            {t(`lottery.chase.${kind}`)}
          </button>
        ))}
      </div>
      {form.kind === 'multiply' ? (
        <div className={styles.stakes}>
          <label htmlFor={`${id}-factor`}>{t('lottery.chase.factor')}</label>
          <input
            id={`${id}-factor`}
            inputMode="numeric"
            value={form.factor}
            onChange={(e) => set({ factor: e.target.value })}
            aria-invalid={problem === 'factorRange'}
          />
          <label htmlFor={`${id}-every`}>{t('lottery.chase.every')}</label>
          <input
            id={`${id}-every`}
            inputMode="numeric"
            value={form.every}
            onChange={(e) => set({ every: e.target.value })}
            aria-invalid={problem === 'everyRange'}
          />
        </div>
      ) : null}
      <Checkbox label={t('lottery.chase.stopOnWin')} checked={form.stopOnWin} onChange={(stopOnWin) => set({ stopOnWin })} />
      {listed ? (
        // Scrolls past a few draws: focusable so that the keyboard scrolls it too.
        <ol className={styles.chasePlan} aria-label={t('lottery.chase.perDraw')} tabIndex={0} data-testid="chase-plan">
          {multipliers.map((m, k) => (
            <li key={k} data-testid="chase-plan-draw" data-invalid={m > MAX_MULTIPLIER}>
              <span>{t('lottery.chase.drawN', { n: k + 1 })}</span>
              <span>{t('lottery.chase.times', { multiplier: m })}</span>
              <span>{money(totals.draws[k] ?? 0)}</span>
            </li>
          ))}
        </ol>
      ) : null}
      <dl className={styles.figures}>
        <dt>{t('lottery.chase.takenNow')}</dt>
        <dd data-testid="chase-first">{money(listed ? totals.first : 0)}</dd>
        <dt>{t('lottery.chase.total', { count: listed ? multipliers.length : 0 })}</dt>
        <dd data-testid="chase-total">{money(listed ? totals.total : 0)}</dd>
      </dl>
      <p className={styles.hint}>{t('lottery.chase.how')}</p>
      {problem ? <ProblemText problem={problem} multipliers={multipliers} /> : null}
    </fieldset>
  );
}
