import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractKind, ContractPeriod } from '@jade/contract/agents';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { parseMoney } from '@/lib/money';
import { moveAccount, setContract } from './agents-api';
import styles from './agents.module.css';
import formStyles from '../shell/forms.module.css';

/** A top agent's contract of a kind (one tier): it runs at once and replaces the running one. */
export function ContractForm({ username, onDone }: { username: string; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<ContractKind>('DAILY_SALARY');
  const [period, setPeriod] = useState<ContractPeriod>('MONTHLY');
  const [rate, setRate] = useState('1.00');
  const [activeMembers, setActiveMembers] = useState('0');
  const [validBet, setValidBet] = useState('0');
  const [profitLoss, setProfitLoss] = useState('0');
  const save = useMutation({
    mutationFn: () => {
      const bp = Math.round(Number(rate) * 100);
      return setContract(username, {
        kind,
        ...(kind === 'DIVIDEND' ? { period } : {}),
        tiers: [
          {
            rate: Number.isFinite(bp) ? bp : -1,
            activeMembers: Number(activeMembers) || 0,
            validBet: parseMoney(validBet) ?? -1,
            profitLoss: parseMoney(profitLoss) ?? -1,
          },
        ],
      });
    },
    onSuccess: onDone,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form className={formStyles.form} onSubmit={submit} aria-label={t('ops.agents.contracts.set')}>
      <h3>{t('ops.agents.contracts.set')}</h3>
      <div className={formStyles.row}>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-kind`}>{t('ops.agents.contracts.kind')}</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as ContractKind)}>
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
        <TextField
          label={t('ops.agents.contracts.rate')}
          inputMode="decimal"
          value={rate}
          onChange={(e) => setRate(e.target.value)}
        />
        <TextField
          label={t('ops.agents.contracts.activeMembers')}
          inputMode="numeric"
          value={activeMembers}
          onChange={(e) => setActiveMembers(e.target.value)}
        />
        <TextField
          label={t('ops.agents.contracts.validBet')}
          inputMode="decimal"
          value={validBet}
          onChange={(e) => setValidBet(e.target.value)}
        />
        <TextField
          label={t('ops.agents.contracts.profitLoss')}
          inputMode="decimal"
          value={profitLoss}
          onChange={(e) => setProfitLoss(e.target.value)}
        />
      </div>
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
