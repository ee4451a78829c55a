import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOTTERY_DRAW_STATUSES, OpsLotteryDraw, OpsLotteryDrawPage, type LotteryDrawStatus } from '@jade/contract/lottery';
import { Button } from '@/components/ui/button';
import { PagedTable } from '@/components/ui/paged-table';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime } from '@/lib/dates';
import { opsApi } from '../api/ops-api';
import { allPages, CsvButton } from '../shell/csv-button';
import { DecisionDialog } from '../shell/decision-dialog';
import { pageHeadStyles } from '../shell/page-head';
import { lotteryGamesQuery } from './games';

const drawsOf = (game: string, status: LotteryDrawStatus | '', pageNo: number, pageSize = 20) =>
  opsApi(
    `/ops/lottery/games/${encodeURIComponent(game)}/draws?pageNo=${pageNo}&pageSize=${pageSize}${status ? `&status=${status}` : ''}`,
    OpsLotteryDrawPage,
  );
/** Numbers typed with spaces, commas or line breaks between them. */
const parseNumbers = (text: string) => text.split(/[\s,]+/).filter(Boolean);

type Acting = { draw: OpsLotteryDraw; kind: 'cancel' | 'result' };

/** A game's draw calendar, latest first: cancel a draw not drawn yet; enter or correct an official draw's numbers. */
export function Draws() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const games = useQuery(lotteryGamesQuery);
  const [picked, setPicked] = useState('');
  const [status, setStatus] = useState<LotteryDrawStatus | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const [acting, setActing] = useState<Acting | null>(null);
  const [numbers, setNumbers] = useState('');
  const game = games.data?.find((g) => g.code === picked) ?? games.data?.[0];
  const code = game?.code ?? '';
  const draws = useQuery({
    queryKey: ['ops', 'lottery', 'draws', code, status, pageNo],
    queryFn: () => drawsOf(code, status, pageNo),
    enabled: Boolean(code),
    placeholderData: keepPreviousData,
  });
  const name = (n: Record<string, string>) => n[i18n.language] ?? n.en ?? '';
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  const statusText = (s: LotteryDrawStatus) => t(`ops.lottery.status.${s}`);
  const act = async (a: Acting, reason: string) => {
    const base = `/ops/lottery/games/${encodeURIComponent(code)}/draws/${encodeURIComponent(a.draw.drawNo)}`;
    if (a.kind === 'cancel') await opsApi(`${base}/cancel`, OpsLotteryDraw, { method: 'POST', body: { reason } });
    else await opsApi(`${base}/result`, OpsLotteryDraw, { method: 'PUT', body: { numbers: parseNumbers(numbers) } });
    await queryClient.invalidateQueries({ queryKey: ['ops', 'lottery', 'draws'] });
  };
  const official = game?.source === 'FEED';
  return (
    <QueryState query={games} empty={games.data?.length === 0} emptyText={t('ops.shell.common.noRows')}>
      <div className={pageHeadStyles.filters}>
        <label>
          {t('ops.lottery.game')}{' '}
          <select
            value={code}
            onChange={(e) => {
              setPicked(e.target.value);
              setPageNo(1);
            }}
          >
            {games.data?.map((g) => (
              <option key={g.code} value={g.code}>
                {name(g.name)} ({g.code})
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('ops.shell.common.status')}{' '}
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as LotteryDrawStatus | '');
              setPageNo(1);
            }}
          >
            <option value="">{t('ops.shell.common.all')}</option>
            {LOTTERY_DRAW_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusText(s)}
              </option>
            ))}
          </select>
        </label>
        {game ? <span>{t(official ? 'ops.lottery.sourceFeed' : 'ops.lottery.sourceHouse')}</span> : null}
        <CsvButton
          name={`lottery-draws-${code}`}
          load={() =>
            allPages(async (n) => ({
              rows: (await drawsOf(code, status, n, 100)).list,
              more: n * 100 < (draws.data?.total ?? 0),
            }))
          }
          columns={[
            { header: t('ops.lottery.drawNo'), cell: (d: OpsLotteryDraw) => d.drawNo },
            { header: t('ops.shell.common.status'), cell: (d) => statusText(d.status) },
            { header: t('ops.lottery.drawAt'), cell: (d) => d.drawAt },
            { header: t('ops.lottery.numbers'), cell: (d) => (d.numbers ?? []).join(' ') },
            { header: t('ops.lottery.version'), cell: (d) => d.resultVersion },
            { header: t('ops.lottery.seedHash'), cell: (d) => d.serverSeedHash },
          ]}
        />
      </div>
      <PagedTable
        query={draws}
        onPage={setPageNo}
        emptyText={t('ops.shell.common.noRows')}
        layout="stack"
        data-testid="ops-lottery-draws"
        columns={[
          { header: t('ops.lottery.drawNo'), cell: (d) => d.drawNo, rowHeader: true },
          { header: t('ops.shell.common.status'), cell: (d) => statusText(d.status) },
          { header: t('ops.lottery.closesAt'), cell: (d) => when(d.closesAt) },
          { header: t('ops.lottery.drawAt'), cell: (d) => when(d.drawAt) },
          {
            header: t('ops.lottery.numbers'),
            cell: (d) =>
              d.numbers ? (
                <span>
                  {d.numbers.join(' ')}
                  {d.resultVersion > 1 ? ` (${t('ops.lottery.corrected', { version: d.resultVersion })})` : ''}
                </span>
              ) : (
                (d.cancelReason ?? '—')
              ),
          },
          {
            header: t('ops.shell.common.actions'),
            hideHeader: true,
            cell: (d) => (
              <span className={pageHeadStyles.filters}>
                {['SCHEDULED', 'OPEN', 'CLOSED'].includes(d.status) ? (
                  <Button variant="secondary" onClick={() => setActing({ draw: d, kind: 'cancel' })}>
                    {t('ops.lottery.cancel')}
                  </Button>
                ) : null}
                {official && d.status !== 'CANCELLED' && Date.parse(d.drawAt) <= Date.now() ? (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setNumbers((d.numbers ?? []).join(' '));
                      setActing({ draw: d, kind: 'result' });
                    }}
                  >
                    {d.numbers ? t('ops.lottery.correct') : t('ops.lottery.enter')}
                  </Button>
                ) : null}
              </span>
            ),
          },
        ]}
      />
      {acting ? (
        <DecisionDialog
          title={t(acting.kind === 'cancel' ? 'ops.lottery.cancelTitle' : 'ops.lottery.resultTitle', {
            draw: acting.draw.drawNo,
          })}
          action={acting.kind === 'cancel' ? t('ops.lottery.cancel') : t('ops.shell.common.save')}
          remarkLabel={acting.kind === 'cancel' ? t('ops.lottery.reason') : null}
          remarkRequired={acting.kind === 'cancel'}
          extra={
            acting.kind === 'result' ? (
              <TextField
                label={t('ops.lottery.numbersField')}
                value={numbers}
                onChange={(e) => setNumbers(e.target.value)}
                inputMode="numeric"
              />
            ) : undefined
          }
          onDecide={(reason) => act(acting, reason)}
          onClose={() => setActing(null)}
        />
      ) : null}
    </QueryState>
  );
}
