import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@jade/contract/agents';
import { Button } from '@/components/ui/button';
import { fieldStyles } from '@/components/ui/text-field';
import styles from './agent.module.css';
import { percent } from './contract-tiers';
import { emptyTier, MAX_TIERS, tierIssues, type TierDraft } from './tier-draft';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error: string | null;
  hintId?: string;
};

/** A compact labelled input of a tier row; its error and the editor's hint describe it. */
function TierField({ label, error, hintId, ...rest }: FieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hintId ?? null].filter(Boolean).join(' ');
  return (
    <div className={styles.tierField}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={fieldStyles.control} data-invalid={Boolean(error)}>
        <input
          id={id}
          className={fieldStyles.input}
          autoComplete="off"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy || undefined}
          {...rest}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Props = {
  kind: ContractKind;
  tiers: TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
  /** The agent's own highest rate of this kind (basis points): the most it may offer. */
  maxRate: number;
  /** Show the problems of untouched fields too (after a submit). */
  showErrors: boolean;
  legend: string;
};

/**
 * The tiers of a contract being offered: per row the minimum active members, valid bet, net loss
 * (dividends only) and the rate in %; rows are added up to 10 and removed down to 1. The rate is
 * checked against the agent's own; the server checks everything again.
 */
export function TierEditor({ kind, tiers, onChange, maxRate, showErrors, legend }: Props) {
  const { t } = useTranslation();
  const hintId = useId();
  const set = (key: number, field: keyof Omit<TierDraft, 'key'>, value: string) =>
    onChange(tiers.map((d) => (d.key === key ? { ...d, [field]: value } : d)));
  const show = (value: string, issue: string | null) => ((showErrors || value.trim() !== '') && issue ? issue : null);
  return (
    <fieldset className={styles.tiers}>
      <legend>{legend}</legend>
      <p id={hintId} className={styles.muted}>
        {t('agent.tiers.rateHint', { max: percent(maxRate) })}
      </p>
      <ol className={styles.tierList}>
        {tiers.map((d, i) => {
          const n = i + 1;
          const issues = tierIssues(d, kind, maxRate);
          return (
            <li key={d.key} className={styles.tierRow} data-testid="tier-row">
              <TierField
                label={t('agent.tiers.activeMembers', { n })}
                inputMode="numeric"
                value={d.activeMembers}
                onChange={(e) => set(d.key, 'activeMembers', e.target.value)}
                error={show(d.activeMembers, issues.activeMembers && t(`agent.tiers.${issues.activeMembers}`))}
              />
              <TierField
                label={t('agent.tiers.validBet', { n })}
                inputMode="decimal"
                value={d.validBet}
                onChange={(e) => set(d.key, 'validBet', e.target.value)}
                error={show(d.validBet, issues.validBet && t(`agent.tiers.${issues.validBet}`))}
              />
              {kind === 'DIVIDEND' ? (
                <TierField
                  label={t('agent.tiers.netLoss', { n })}
                  inputMode="decimal"
                  value={d.profitLoss}
                  onChange={(e) => set(d.key, 'profitLoss', e.target.value)}
                  error={show(d.profitLoss, issues.profitLoss && t(`agent.tiers.${issues.profitLoss}`))}
                />
              ) : null}
              <TierField
                label={t('agent.tiers.rate', { n })}
                inputMode="decimal"
                value={d.rate}
                hintId={hintId}
                onChange={(e) => set(d.key, 'rate', e.target.value)}
                error={show(d.rate, issues.rate && t(`agent.tiers.${issues.rate}`, { max: percent(maxRate) }))}
              />
              <Button
                variant="ghost"
                className={styles.tierRemove}
                aria-label={t('agent.tiers.removeTier', { n })}
                disabled={tiers.length <= 1}
                onClick={() => onChange(tiers.filter((x) => x.key !== d.key))}
              >
                {t('agent.tiers.remove')}
              </Button>
            </li>
          );
        })}
      </ol>
      <div className={styles.row}>
        <Button variant="secondary" disabled={tiers.length >= MAX_TIERS} onClick={() => onChange([...tiers, emptyTier()])}>
          {t('agent.tiers.add')}
        </Button>
        {tiers.length >= MAX_TIERS ? <span className={styles.muted}>{t('agent.tiers.limit', { max: MAX_TIERS })}</span> : null}
      </div>
    </fieldset>
  );
}
