import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOTTERY_FAMILIES, OpsLotteryOdds, type LotteryFamily } from '@jade/contract/lottery';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { errorText } from '@/lib/errors';
import { opsApi } from '../api/ops-api';
import { CsvButton } from '../shell/csv-button';
import { pageHeadStyles } from '../shell/page-head';

type Odds = z.infer<typeof OpsLotteryOdds>;
const oddsOf = (family: LotteryFamily) => opsApi(`/ops/lottery/odds/${family}`, OpsLotteryOdds);
/** Odds are kept in hundredths (950 = 9.50 for 1); the operator types them as decimals. */
const shown = (hundredths: number) => (hundredths / 100).toFixed(2);
const typed = (text: string) => (/^\d+(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text) * 100) : null);

/** A family's odds table (what each bet type pays for 1), the house's until the merchant sets its own. */
export function Odds() {
  const { t } = useTranslation();
  const [family, setFamily] = useState<LotteryFamily>(LOTTERY_FAMILIES[0]);
  const query = useQuery({ queryKey: ['ops', 'lottery', 'odds', family], queryFn: () => oddsOf(family) });
  return (
    <>
      <div className={pageHeadStyles.filters}>
        <label>
          {t('ops.lottery.family')}{' '}
          <select value={family} onChange={(e) => setFamily(e.target.value as LotteryFamily)}>
            {LOTTERY_FAMILIES.map((f) => (
              <option key={f} value={f}>
                {t(`ops.lottery.families.${f}`)}
              </option>
            ))}
          </select>
        </label>
        <CsvButton
          name={`lottery-odds-${family}`}
          load={async () => Object.entries((await oddsOf(family)).odds)}
          columns={[
            { header: t('ops.lottery.betType'), cell: ([k]: [string, number]) => k },
            { header: t('ops.lottery.odds'), cell: ([, v]) => shown(v) },
          ]}
        />
      </div>
      <QueryState query={query} empty={false} emptyText="">
        {query.data ? <OddsForm key={family} table={query.data} /> : null}
      </QueryState>
    </>
  );
}

function OddsForm({ table }: { table: Odds }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => Object.fromEntries(Object.entries(table.odds).map(([k, v]) => [k, shown(v)])));
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const bad = Object.values(draft).some((v) => typed(v) === null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    setDone(false);
    try {
      const odds = Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, typed(v) ?? 0]));
      await opsApi(`/ops/lottery/odds/${table.family}`, OpsLotteryOdds, { method: 'PUT', body: { odds } });
      await queryClient.invalidateQueries({ queryKey: ['ops', 'lottery', 'odds'] });
      setDone(true);
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} style={{ display: 'grid', gap: 12 }}>
      <p>{table.isDefault ? t('ops.lottery.houseOdds') : t('ops.lottery.ownOdds')}</p>
      <DataTable
        rows={Object.keys(draft).map((k) => ({ id: k }))}
        data-testid="ops-lottery-odds"
        columns={[
          { header: t('ops.lottery.betType'), cell: (r) => r.id, rowHeader: true },
          {
            header: t('ops.lottery.odds'),
            num: true,
            cell: (r) => (
              <input
                aria-label={t('ops.lottery.oddsOf', { type: r.id })}
                inputMode="decimal"
                size={8}
                value={draft[r.id]}
                aria-invalid={typed(draft[r.id] ?? '') === null}
                onChange={(e) => setDraft({ ...draft, [r.id]: e.target.value })}
              />
            ),
          },
        ]}
      />
      {problem ? <p role="alert">{errorText(t, problem)}</p> : null}
      {done ? <p role="status">{t('ops.shell.common.saved')}</p> : null}
      <Button type="submit" disabled={busy || bad}>
        {t('ops.shell.common.save')}
      </Button>
    </form>
  );
}
