import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LotteryLimits } from '@jade/contract/lottery';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { formatMoney, parseMoney } from '@/lib/money';
import { opsApi } from '../api/ops-api';
import styles from '../shell/console.module.css';

const FIELDS = ['minUnit', 'maxUnit', 'minTotal', 'maxTotal', 'maxPayoutPerNumber'] as const;
type Field = (typeof FIELDS)[number];
const limitsQuery = { queryKey: ['ops', 'lottery', 'limits'], queryFn: () => opsApi('/ops/lottery/limits', LotteryLimits) };

/** The merchant's lottery betting limits: a ticket's stake, a slip's total, and the most one number may pay in a draw. */
export function Limits() {
  const query = useQuery(limitsQuery);
  return (
    <QueryState query={query} empty={false} emptyText="">
      {query.data ? <LimitsForm limits={query.data} /> : null}
    </QueryState>
  );
}

function LimitsForm({ limits }: { limits: LotteryLimits }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map((f) => [f, formatMoney(limits[f]).replace(/,/g, '')])) as Record<Field, string>,
  );
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const parsed = Object.fromEntries(FIELDS.map((f) => [f, parseMoney(draft[f])])) as Record<Field, number | null>;
  const fieldError = (f: Field) =>
    parsed[f] === null || parsed[f] === 0
      ? t('ops.lottery.amountInvalid')
      : problem instanceof ApiError
        ? (problem.issues.find((i) => i.path === f)?.message ?? null)
        : null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    setDone(false);
    try {
      await opsApi('/ops/lottery/limits', LotteryLimits, { method: 'PUT', body: parsed });
      await queryClient.invalidateQueries({ queryKey: ['ops', 'lottery', 'limits'] });
      setDone(true);
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} data-testid="ops-lottery-limits">
      {FIELDS.map((f) => (
        <TextField
          key={f}
          label={t(`ops.lottery.limits.${f}`)}
          inputMode="decimal"
          value={draft[f]}
          onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
          error={fieldError(f)}
        />
      ))}
      {problem ? <p role="alert">{errorText(t, problem)}</p> : null}
      {done ? <p role="status">{t('ops.shell.common.saved')}</p> : null}
      <Button type="submit" disabled={busy || FIELDS.some((f) => !parsed[f])}>
        {t('ops.shell.common.save')}
      </Button>
    </form>
  );
}
