import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractKind, type InitialContract } from '@jade/contract/agents';
import { fieldStyles } from '@/components/ui/text-field';
import { useContracts } from '../api/get-contracts';
import styles from './agent.module.css';
import { emptyTier, ownRates, toTiers, type OwnRates, type TierDraft } from './tier-draft';
import { TierEditor } from './tier-editor';

/** The contracts being set up for a new agent or an agent link: the tiers of each kind ticked. */
export type InitialDrafts = Partial<Record<ContractKind, TierDraft[]>>;

/** The kinds the signed-in agent holds running and its highest rate of each (empty while loading). */
export function useOwnRates(): OwnRates {
  const query = useContracts();
  return useMemo(() => ownRates(query.data?.held ?? []), [query.data]);
}

/** The contracts to send, or null while one of them is invalid. Kinds the agent no longer holds are left out. */
export function initialContracts(drafts: InitialDrafts, own: OwnRates): InitialContract[] | null {
  const list: InitialContract[] = [];
  for (const kind of ContractKind.options) {
    const tiers = drafts[kind];
    const max = own[kind];
    if (!tiers || max === undefined) continue;
    const parsed = toTiers(tiers, kind, max);
    if (!parsed) return null;
    list.push({ kind, tiers: parsed });
  }
  return list;
}

type Props = {
  own: OwnRates;
  value: InitialDrafts;
  onChange: (value: InitialDrafts) => void;
  showErrors: boolean;
  /** Who gets the offers: the new agent, or everyone registering through the link. */
  note: string;
};

/**
 * Optional first contracts, one section per kind the agent holds running: a checkbox "Offer a …
 * contract" that reveals the tier editor of that kind. Nothing shows when the agent holds none.
 */
export function InitialContractsFields({ own, value, onChange, showErrors, note }: Props) {
  const { t } = useTranslation();
  const kinds = ContractKind.options.filter((k) => own[k] !== undefined);
  if (kinds.length === 0) return null;
  const toggle = (kind: ContractKind, on: boolean) => {
    const next = { ...value };
    if (on) next[kind] = [emptyTier()];
    else delete next[kind];
    onChange(next);
  };
  return (
    <fieldset className={styles.initial} data-testid="initial-contracts">
      <legend>{t('agent.initial.title')}</legend>
      <p className={styles.muted}>{note}</p>
      {kinds.map((kind) => {
        const name = t(`agent.contracts.kinds.${kind}`);
        const tiers = value[kind];
        return (
          <div key={kind} className={styles.initialKind}>
            <label className={fieldStyles.check}>
              <input type="checkbox" checked={tiers !== undefined} onChange={(e) => toggle(kind, e.target.checked)} />
              <span>{t('agent.initial.offerKind', { kind: name })}</span>
            </label>
            {tiers ? (
              <TierEditor
                kind={kind}
                tiers={tiers}
                onChange={(next) => onChange({ ...value, [kind]: next })}
                maxRate={own[kind] ?? 0}
                showErrors={showErrors}
                legend={name}
              />
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
