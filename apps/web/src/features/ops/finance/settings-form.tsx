import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PaymentSettings } from '@jade/contract/payments';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { csvAmount } from '@/lib/csv';
import { errorText } from '@/lib/errors';
import { parseMoney } from '@/lib/money';
import { FINANCE_KEY, getSettings, saveSettings } from './finance-api';
import styles from './finance.module.css';

const SETTINGS_KEY = [...FINANCE_KEY, 'settings'];
type Form = { walletMode: PaymentSettings['walletMode']; min: string; max: string; autoReceive: string; expiry: string };

const formOf = (s: PaymentSettings): Form => ({
  walletMode: s.walletMode,
  min: csvAmount(s.withdrawMin),
  max: csvAmount(s.withdrawMax),
  autoReceive: String(s.autoReceiveMinutes),
  expiry: String(s.depositExpiryMinutes),
});

/** The merchant's payment settings: wallet mode, withdrawal limits, the auto-received and deposit expiry minutes. */
export function SettingsForm({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: getSettings });
  return (
    <section className={styles.section} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('ops.finance.settings')}</h2>
      <QueryState query={settings} empty={false} emptyText="">
        {settings.data ? <SettingsFields initial={settings.data} readOnly={readOnly} /> : null}
      </QueryState>
    </section>
  );
}

function SettingsFields({ initial, readOnly }: { initial: PaymentSettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [f, setF] = useState<Form>(() => formOf(initial));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const set = (patch: Partial<Form>) => {
    setSaved(false);
    setF((old) => ({ ...old, ...patch }));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const next = await saveSettings({
        walletMode: f.walletMode,
        withdrawMin: parseMoney(f.min) ?? 0,
        withdrawMax: parseMoney(f.max) ?? 0,
        autoReceiveMinutes: Number.parseInt(f.autoReceive, 10) || 0,
        depositExpiryMinutes: Number.parseInt(f.expiry, 10) || 0,
      });
      queryClient.setQueryData(SETTINGS_KEY, next);
      setSaved(true);
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  };
  const moneyError = (v: string) => (parseMoney(v) === null ? t('ops.finance.amountInvalid') : null);
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} data-testid="finance-settings">
      <fieldset className={styles.grid} disabled={readOnly}>
        <div className={styles.filterField}>
          <label htmlFor={`${id}-mode`}>{t('ops.finance.walletMode')}</label>
          <select
            id={`${id}-mode`}
            value={f.walletMode}
            onChange={(e) => set({ walletMode: e.target.value as Form['walletMode'] })}
          >
            <option value="SINGLE">{t('ops.finance.walletModes.SINGLE')}</option>
            <option value="TRANSFER">{t('ops.finance.walletModes.TRANSFER')}</option>
          </select>
        </div>
        <TextField
          label={t('ops.finance.withdrawMin')}
          inputMode="decimal"
          value={f.min}
          error={moneyError(f.min)}
          onChange={(e) => set({ min: e.target.value })}
        />
        <TextField
          label={t('ops.finance.withdrawMax')}
          inputMode="decimal"
          value={f.max}
          error={moneyError(f.max)}
          onChange={(e) => set({ max: e.target.value })}
        />
        <TextField
          label={t('ops.finance.autoReceive')}
          inputMode="numeric"
          value={f.autoReceive}
          onChange={(e) => set({ autoReceive: e.target.value })}
        />
        <TextField
          label={t('ops.finance.depositExpiry')}
          inputMode="numeric"
          value={f.expiry}
          onChange={(e) => set({ expiry: e.target.value })}
        />
      </fieldset>
      {problem ? (
        <p role="alert" className={styles.error}>
          {errorText(t, problem)}
        </p>
      ) : null}
      <p role="status">{saved ? t('ops.shell.common.saved') : ''}</p>
      {readOnly ? null : (
        <div className={styles.buttons}>
          <Button type="submit" disabled={busy}>
            {t('ops.shell.common.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
