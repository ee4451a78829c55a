import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettlementKind } from '@jade/contract/agents';
import type { OpsSettlementRun, OpsStatement } from '@jade/contract/ops-agents';
import { Button } from '@/components/ui/button';
import { PagedTable } from '@/components/ui/paged-table';
import { csvAmount } from '@/lib/csv';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { pageHeadStyles } from '../shell/page-head';
import { allPages, CsvButton } from '../shell/csv-button';
import { settlementRuns, statements, type PeriodFilter } from './agents-api';
import styles from './agents.module.css';
import formStyles from '../shell/forms.module.css';

const pct = (bp: number) => `${(bp / 100).toFixed(2)} %`;

function Filters({
  value,
  onChange,
  agent,
}: {
  value: PeriodFilter & { agent: string };
  onChange: (v: PeriodFilter & { agent: string }) => void;
  agent: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const set = (p: Partial<PeriodFilter & { agent: string }>) => onChange({ ...value, ...p });
  return (
    <div className={pageHeadStyles.filters} role="search" aria-label={t('ops.shell.common.filters')}>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-kind`}>{t('ops.agents.contracts.kind')}</label>
        <select id={`${id}-kind`} value={value.kind} onChange={(e) => set({ kind: e.target.value })}>
          <option value="">{t('ops.shell.common.all')}</option>
          {SettlementKind.options.map((k) => (
            <option key={k} value={k}>
              {t(`ops.agents.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      {agent ? (
        <div className={formStyles.field}>
          <label htmlFor={`${id}-agent`}>{t('ops.agents.statements.agent')}</label>
          <input
            id={`${id}-agent`}
            type="search"
            maxLength={64}
            value={value.agent}
            onChange={(e) => set({ agent: e.target.value })}
          />
        </div>
      ) : null}
      <div className={formStyles.field}>
        <label htmlFor={`${id}-from`}>{t('ops.shell.common.from')}</label>
        <input id={`${id}-from`} type="date" value={value.from} onChange={(e) => set({ from: e.target.value })} />
      </div>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-to`}>{t('ops.shell.common.to')}</label>
        <input id={`${id}-to`} type="date" value={value.to} onChange={(e) => set({ to: e.target.value })} />
      </div>
    </div>
  );
}

/** The settled periods of the agents' contracts; a period opens its statements (read-only). */
export function StatementsPage() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState({ kind: '', from: '', to: '', agent: '' });
  const [page, setPage] = useState(1);
  const [run, setRun] = useState<OpsSettlementRun | null>(null);
  const [sPage, setSPage] = useState(1);
  const change = (f: typeof filter) => (setFilter(f), setPage(1), setSPage(1));
  const period = { kind: filter.kind, from: filter.from, to: filter.to };
  const runs = useQuery({
    queryKey: ['ops', 'agents', 'runs', period, page],
    queryFn: () => settlementRuns(period, page),
    placeholderData: keepPreviousData,
  });
  const stmtFilter = { ...period, agent: filter.agent.trim(), ...(run ? { runId: run.id } : {}) };
  const showStatements = Boolean(run || filter.agent.trim());
  const list = useQuery({
    queryKey: ['ops', 'agents', 'statements', stmtFilter, sPage],
    queryFn: () => statements(stmtFilter, sPage),
    placeholderData: keepPreviousData,
    enabled: showStatements,
  });
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const runCsv = [
    { header: t('ops.agents.contracts.kind'), cell: (r: OpsSettlementRun) => r.kind },
    { header: t('ops.agents.statements.start'), cell: (r: OpsSettlementRun) => r.periodStart },
    { header: t('ops.agents.statements.end'), cell: (r: OpsSettlementRun) => r.periodEnd },
    { header: t('ops.agents.statements.count'), cell: (r: OpsSettlementRun) => r.statements },
    { header: t('ops.shell.common.amount'), cell: (r: OpsSettlementRun) => csvAmount(r.amount) },
    { header: t('ops.shell.common.status'), cell: (r: OpsSettlementRun) => (r.doneAt ? 'done' : 'running') },
  ];
  const stmtCsv = [
    { header: t('ops.agents.statements.agent'), cell: (s: OpsStatement) => s.agent },
    { header: t('ops.agents.contracts.kind'), cell: (s: OpsStatement) => s.kind },
    { header: t('ops.agents.statements.start'), cell: (s: OpsStatement) => s.periodStart },
    { header: t('ops.agents.statements.end'), cell: (s: OpsStatement) => s.periodEnd },
    { header: t('ops.agents.statements.volume'), cell: (s: OpsStatement) => csvAmount(s.volume) },
    { header: t('ops.agents.statements.rate'), cell: (s: OpsStatement) => s.rate },
    { header: t('ops.shell.common.amount'), cell: (s: OpsStatement) => csvAmount(s.amount) },
  ];
  return (
    <section className={formStyles.section} aria-label={t('ops.agents.tabs.statements')}>
      <Filters value={filter} onChange={change} agent />
      <div className={formStyles.row}>
        <h2>{t('ops.agents.statements.periods')}</h2>
        <CsvButton
          name="settlement-periods"
          columns={runCsv}
          load={() =>
            allPages(async (n) => {
              const p = await settlementRuns(period, n, 100);
              return { rows: p.list, more: n * p.pageSize < p.total };
            })
          }
        />
      </div>
      <PagedTable
        query={runs}
        onPage={setPage}
        emptyText={t('ops.agents.statements.noPeriods')}
        layout="stack"
        data-testid="ops-settlement-runs"
        columns={[
          { header: t('ops.agents.contracts.kind'), cell: (r) => t(`ops.agents.kinds.${r.kind}`), rowHeader: true },
          { header: t('ops.agents.statements.start'), cell: (r) => when(r.periodStart) },
          { header: t('ops.agents.statements.end'), cell: (r) => when(r.periodEnd) },
          { header: t('ops.agents.statements.count'), cell: (r) => r.statements, num: true },
          { header: t('ops.shell.common.amount'), cell: (r) => formatMoney(r.amount), num: true },
          {
            header: t('ops.shell.common.status'),
            cell: (r) => (r.doneAt ? t('ops.agents.statements.done') : t('ops.agents.statements.running')),
          },
          {
            header: t('ops.shell.common.actions'),
            hideHeader: true,
            cell: (r) => (
              <Button
                variant="secondary"
                aria-pressed={run?.id === r.id}
                onClick={() => (setRun(run?.id === r.id ? null : r), setSPage(1))}
              >
                {t('ops.agents.statements.open')}
              </Button>
            ),
          },
        ]}
      />
      {showStatements ? (
        <>
          <div className={formStyles.row}>
            <h2>
              {run
                ? t('ops.agents.statements.ofPeriod', { kind: t(`ops.agents.kinds.${run.kind}`), start: when(run.periodStart) })
                : t('ops.agents.statements.ofAgent', { agent: filter.agent.trim() })}
            </h2>
            <CsvButton
              name="agent-statements"
              columns={stmtCsv}
              load={() =>
                allPages(async (n) => {
                  const p = await statements(stmtFilter, n, 100);
                  return { rows: p.list, more: n * p.pageSize < p.total };
                })
              }
            />
          </div>
          <PagedTable
            query={list}
            onPage={setSPage}
            emptyText={t('ops.shell.common.noRows')}
            layout="stack"
            data-testid="ops-statements"
            totals={(p) => (
              <>
                <dt>{t('ops.agents.statements.total')}</dt>
                <dd>{formatMoney(p.totalAmount)}</dd>
              </>
            )}
            columns={[
              { header: t('ops.agents.statements.agent'), cell: (s) => s.agent, rowHeader: true },
              { header: t('ops.agents.contracts.kind'), cell: (s) => t(`ops.agents.kinds.${s.kind}`) },
              { header: t('ops.agents.statements.start'), cell: (s) => when(s.periodStart) },
              { header: t('ops.agents.statements.volume'), cell: (s) => formatMoney(s.volume), num: true },
              {
                header: t('ops.agents.statements.rate'),
                cell: (s) => (s.kind === 'LOTTERY_REBATE' ? s.rate : pct(s.rate)),
                num: true,
              },
              { header: t('ops.shell.common.amount'), cell: (s) => formatMoney(s.amount), num: true },
            ]}
          />
        </>
      ) : (
        <p className={styles.counts}>{t('ops.agents.statements.pick')}</p>
      )}
    </section>
  );
}
