import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@jade/contract/agents';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { addTier, MAX_TIERS, MIN_TIERS, removeTier, tierIssues, type TierDraft, type TierField } from './contract-tier-draft';
import styles from './agents.module.css';

type Props = {
  kind: ContractKind;
  tiers: TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
  /** Show the problems of untouched fields too (after a submit). */
  showErrors: boolean;
  /** Fields the server refused, as `index.field`. */
  refused: Set<string>;
};

/**
 * The tiers of a top agent's contract, each a group of its conditions (active members, valid bet,
 * net loss for a dividend) and its rate: added up to 10 and removed down to 1. A new tier takes
 * the focus, a removed one hands it to the one before; the fields wrap on a phone.
 */
export function ContractTierEditor({ kind, tiers, onChange, showErrors, refused }: Props) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  // The tier to focus once the list has rendered (a new one, or the one before a removed one).
  const focusKey = useRef<number | null>(null);
  useEffect(() => {
    if (focusKey.current === null) return;
    list.current?.querySelector<HTMLInputElement>(`[data-tier-first="${focusKey.current}"]`)?.focus();
    focusKey.current = null;
  });
  const set = (key: number, field: TierField, value: string) =>
    onChange(tiers.map((d) => (d.key === key ? { ...d, [field]: value } : d)));
  const add = () => {
    const next = addTier(tiers);
    onChange(next);
    focusKey.current = next[next.length - 1]!.key;
  };
  const remove = (i: number) => {
    const next = removeTier(tiers, tiers[i]!.key);
    onChange(next);
    focusKey.current = next[Math.max(0, i - 1)]!.key;
  };
  const fields: { field: TierField; label: string; inputMode: 'numeric' | 'decimal' }[] = [
    { field: 'activeMembers', label: t('ops.agents.contracts.activeMembers'), inputMode: 'numeric' },
    { field: 'validBet', label: t('ops.agents.contracts.validBet'), inputMode: 'decimal' },
    ...(kind === 'DIVIDEND'
      ? [{ field: 'profitLoss' as const, label: t('ops.agents.contracts.profitLoss'), inputMode: 'decimal' as const }]
      : []),
    { field: 'rate', label: t('ops.agents.contracts.rate'), inputMode: 'decimal' },
  ];
  return (
    <div className={styles.tiers}>
      <p className={styles.counts}>{t('ops.agents.tiers.hint')}</p>
      <ol ref={list} className={styles.tierList}>
        {tiers.map((d, i) => {
          const issues = tierIssues(d, kind);
          const error = (field: TierField) => {
            const issue = issues[field];
            if (issue && (showErrors || d[field].trim() !== '')) return t(`ops.agents.tiers.${issue}`);
            return refused.has(`${i}.${field}`) ? t('ops.agents.tiers.refused') : null;
          };
          return (
            <li key={d.key} data-testid="ops-contract-tier">
              <fieldset className={styles.tier}>
                <legend>{t('ops.agents.tiers.tier', { n: i + 1 })}</legend>
                {fields.map((f, j) => (
                  <TextField
                    key={f.field}
                    label={f.label}
                    inputMode={f.inputMode}
                    autoComplete="off"
                    value={d[f.field]}
                    onChange={(e) => set(d.key, f.field, e.target.value)}
                    error={error(f.field)}
                    {...(j === 0 ? { 'data-tier-first': d.key } : {})}
                  />
                ))}
                <Button
                  variant="ghost"
                  className={styles.tierRemove}
                  aria-label={t('ops.agents.tiers.removeTier', { n: i + 1 })}
                  disabled={tiers.length <= MIN_TIERS}
                  onClick={() => remove(i)}
                >
                  {t('ops.agents.tiers.remove')}
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className={styles.node}>
        <Button variant="secondary" disabled={tiers.length >= MAX_TIERS} onClick={add}>
          {t('ops.agents.tiers.add')}
        </Button>
        {tiers.length >= MAX_TIERS ? (
          <span className={styles.counts}>{t('ops.agents.tiers.limit', { max: MAX_TIERS })}</span>
        ) : null}
      </div>
    </div>
  );
}
