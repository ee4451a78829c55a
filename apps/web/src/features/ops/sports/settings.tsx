import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SportsSettings } from '@jade/contract/sportsbook';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { formatMoney, parseMoney } from '@/lib/money';
import { opsApi } from '../api/ops-api';
import styles from '../shell/console.module.css';
import { settingsQuery } from './sports-api';

type Key = keyof SportsSettings;
/** Amounts (minor units, typed as money) and whole numbers (milliseconds, basis points) with their bounds. */
const MONEY: readonly Key[] = ['minStake', 'maxStake', 'maxPayout', 'maxLiability'];
const WHOLE: Partial<Record<Key, number>> = { liveDelayMs: 30_000, cashOutMarginBp: 5_000 };
const FIELDS: readonly Key[] = [...MONEY, 'liveDelayMs', 'cashOutMarginBp'];

const shown = (k: Key, v: number) => (MONEY.includes(k) ? formatMoney(v).replace(/,/g, '') : String(v));
const typed = (k: Key, text: string): number | null => {
  if (MONEY.includes(k)) {
    const v = parseMoney(text);
    return v ? v : null;
  }
  const v = /^\d{1,6}$/.test(text.trim()) ? Number(text) : NaN;
  return Number.isInteger(v) && v <= WHOLE[k]! ? v : null;
};

/** The book's limits: a bet's stake and return, a selection's liability, the live bets' delay and the cash-out margin. */
export function Settings() {
  const query = useQuery(settingsQuery);
  return (
    <QueryState query={query} empty={false} emptyText="">
      {query.data ? <SettingsForm settings={query.data} /> : null}
    </QueryState>
  );
}

function SettingsForm({ settings }: { settings: SportsSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(
    () => Object.fromEntries(FIELDS.map((k) => [k, shown(k, settings[k])])) as Record<Key, string>,
  );
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const parsed = Object.fromEntries(FIELDS.map((k) => [k, typed(k, draft[k])])) as Record<Key, number | null>;
  const fieldError = (k: Key) =>
    parsed[k] === null
      ? t(MONEY.includes(k) ? 'ops.sports.amountInvalid' : 'ops.sports.wholeInvalid', { max: WHOLE[k] })
      : problem instanceof ApiError
        ? (problem.issues.find((i) => i.path === k)?.message ?? null)
        : null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    setDone(false);
    try {
      const saved = await opsApi('/ops/sports/settings', SportsSettings, { method: 'PUT', body: parsed });
      queryClient.setQueryData(settingsQuery.queryKey, saved);
      setDone(true);
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} data-testid="ops-sports-settings">
      {FIELDS.map((k) => (
        <TextField
          key={k}
          label={t(`ops.sports.settings.${k}`)}
          inputMode={MONEY.includes(k) ? 'decimal' : 'numeric'}
          value={draft[k]}
          onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
          error={fieldError(k)}
        />
      ))}
      {problem ? <p role="alert">{errorText(t, problem)}</p> : null}
      {done ? <p role="status">{t('ops.shell.common.saved')}</p> : null}
      <Button type="submit" disabled={busy || FIELDS.some((k) => parsed[k] === null)}>
        {t('ops.shell.common.save')}
      </Button>
    </form>
  );
}
