import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractKind, ContractPeriod, type Contract, type ContractTier } from '@jade/contract/agents';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { moveAccount, setContract } from './agents-api';
import { draftsOf, refusedFields, runningTop, toTiers, type TierDraft } from './contract-tier-draft';
import { ContractTierEditor } from './contract-tier-editor';
import styles from './agents.module.css';
import formStyles from '../shell/forms.module.css';

/**
 * A top agent's contract of a kind, with its tiers (1–10): it runs at once and replaces the
 * running one. The form starts from the running contract of the kind chosen.
 */
export function ContractForm({ username, held, onDone }: { username: string; held: Contract[]; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<ContractKind>('DAILY_SALARY');
  const [period, setPeriod] = useState<ContractPeriod>(() => runningTop(held, 'DAILY_SALARY')?.period ?? 'MONTHLY');
  const [tiers, setTiers] = useState<TierDraft[]>(() => draftsOf(runningTop(held, 'DAILY_SALARY')?.tiers));
  const [showErrors, setShowErrors] = useState(false);
  const save = useMutation({
    mutationFn: (valid: ContractTier[]) =>
      setContract(username, { kind, ...(kind === 'DIVIDEND' ? { period } : {}), tiers: valid }),
    onSuccess: onDone,
  });
  const choose = (next: ContractKind) => {
    const running = runningTop(held, next);
    setKind(next);
    setPeriod(running?.period ?? 'MONTHLY');
    setTiers(draftsOf(running?.tiers));
    setShowErrors(false);
    save.reset();
  };
  const change = (next: TierDraft[]) => {
    setTiers(next);
    if (!save.isPending) save.reset();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const valid = toTiers(tiers, kind);
    setShowErrors(true);
    if (valid) save.mutate(valid);
  };
  return (
    <form className={formStyles.form} onSubmit={submit} aria-label={t('ops.agents.contracts.set')} noValidate>
      <h3>{t('ops.agents.contracts.set')}</h3>
      <div className={formStyles.row}>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-kind`}>{t('ops.agents.contracts.kind')}</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => choose(e.target.value as ContractKind)}>
            {ContractKind.options.map((k) => (
              <option key={k} value={k}>
                {t(`ops.agents.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        {kind === 'DIVIDEND' ? (
          <div className={formStyles.field}>
            <label htmlFor={`${id}-period`}>{t('ops.agents.contracts.period')}</label>
            <select id={`${id}-period`} value={period} onChange={(e) => setPeriod(e.target.value as ContractPeriod)}>
              {ContractPeriod.options.map((p) => (
                <option key={p} value={p}>
                  {t(`ops.agents.periods.${p}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <ContractTierEditor
        kind={kind}
        tiers={tiers}
        onChange={change}
        showErrors={showErrors}
        refused={refusedFields(save.error)}
      />
      {showErrors && !toTiers(tiers, kind) ? <p role="alert">{t('ops.agents.tiers.fix')}</p> : null}
      {save.isError ? <p role="alert">{errorText(t, save.error)}</p> : null}
      {save.isSuccess ? <p role="status">{t('ops.shell.common.saved')}</p> : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('ops.shell.common.save')}
        </Button>
      </div>
    </form>
  );
}

/** Moves the account, with its whole team, under another agent (empty: to the top). */
export function MoveForm({ username, onDone }: { username: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [upline, setUpline] = useState('');
  const move = useMutation({ mutationFn: () => moveAccount(username, upline.trim() || null), onSuccess: onDone });
  return (
    <form
      className={formStyles.form}
      aria-label={t('ops.agents.move.heading')}
      onSubmit={(e) => {
        e.preventDefault();
        move.mutate();
      }}
    >
      <h3>{t('ops.agents.move.heading')}</h3>
      <p className={styles.counts}>{t('ops.agents.move.hint')}</p>
      <div className={formStyles.row}>
        <TextField
          label={t('ops.agents.move.upline')}
          value={upline}
          maxLength={64}
          autoComplete="off"
          onChange={(e) => setUpline(e.target.value)}
        />
        <Button type="submit" disabled={move.isPending}>
          {t('ops.agents.move.submit')}
        </Button>
      </div>
      {move.isError ? <p role="alert">{errorText(t, move.error)}</p> : null}
    </form>
  );
}
