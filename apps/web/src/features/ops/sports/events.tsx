import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SPORTS, SPORTS_EVENT_STATES, type SportsEventState } from '@jade/contract/sportsbook';
import type { z } from 'zod';
import type { SportsEventSummary } from '@jade/contract/sportsbook';
import { Button } from '@/components/ui/button';
import { PagedTable } from '@/components/ui/paged-table';
import { formatDateTime } from '@/lib/dates';
import { allPages, CsvButton } from '../shell/csv-button';
import { pageHeadStyles } from '../shell/page-head';
import { SelectField } from '../shell/select-field';
import { CancelDialog, ResultDialog, StateDialog, type StateMove } from './event-dialogs';
import { EventDetail } from './event-detail';
import { NewEvent } from './new-event';
import { eventsOf, SPORTS_KEY, type Sport } from './sports-api';

type Summary = z.infer<typeof SportsEventSummary>;
type Action = { kind: 'state'; move: StateMove } | { kind: 'result' | 'cancel' | 'detail' };
type Acting = { event: Summary } & Action;

/** The book's events by sport and state: start, score, suspend or resume one, its result, its cancellation, its markets. */
export function Events() {
  const { t, i18n } = useTranslation();
  const [sport, setSport] = useState<Sport | ''>('');
  const [state, setState] = useState<SportsEventState | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const [acting, setActing] = useState<Acting | null>(null);
  const [creating, setCreating] = useState(false);
  const events = useQuery({
    queryKey: [...SPORTS_KEY, 'events', sport, state, pageNo],
    queryFn: () => eventsOf(sport, state, pageNo),
    placeholderData: keepPreviousData,
    // The feed moves its events' states and scores: the list follows them.
    refetchInterval: 15_000,
  });
  const teams = (e: Summary) => t('sportsbook.event.vs', { home: e.home, away: e.away });
  const stateText = (s: SportsEventState) => t(`ops.sports.state.${s}`);
  const scoreText = (e: Summary) => {
    const score = e.result?.score ?? e.score;
    const parts = [
      score ? `${score.home}–${score.away}` : '',
      e.result?.winner ? t('ops.sports.winnerIs', { winner: winnerName(e, e.result.winner) }) : '',
      e.resultVersion > 1 ? t('ops.sports.corrected', { version: e.resultVersion }) : '',
    ].filter(Boolean);
    return parts.join(' · ') || '—';
  };
  const winnerName = (e: Summary, w: 'HOME' | 'AWAY' | 'DRAW') =>
    w === 'HOME' ? e.home : w === 'AWAY' ? e.away : t('sportsbook.sel.DRAW');
  const act = (event: Summary, a: Action) => setActing({ event, ...a });
  const actions = (e: Summary) => {
    const buttons: [string, () => void][] = [];
    const live = (move: StateMove) => () => act(e, { kind: 'state', move });
    if (e.state === 'SCHEDULED') buttons.push([t('ops.sports.startLive'), live('start')]);
    if (e.state === 'LIVE') buttons.push([t('ops.sports.rescore'), live('score')]);
    if (e.state === 'SUSPENDED') buttons.push([t('ops.sports.resume'), live('resume')]);
    if (e.state === 'SCHEDULED' || e.state === 'LIVE') buttons.push([t('ops.sports.suspend'), live('suspend')]);
    if (e.state !== 'SCHEDULED' && e.state !== 'CANCELLED')
      buttons.push([t(e.result ? 'ops.sports.correct' : 'ops.sports.enter'), () => act(e, { kind: 'result' })]);
    buttons.push([t('ops.sports.markets'), () => act(e, { kind: 'detail' })]);
    if (e.state !== 'SETTLED' && e.state !== 'CANCELLED')
      buttons.push([t('ops.sports.cancel'), () => act(e, { kind: 'cancel' })]);
    return buttons;
  };
  const close = () => setActing(null);
  return (
    <>
      <div className={pageHeadStyles.filters}>
        <SelectField
          label={t('ops.sports.sport')}
          all
          options={SPORTS}
          text={(s) => t(`sportsbook.sports.${s}`)}
          value={sport}
          onChange={(v) => {
            setSport(v);
            setPageNo(1);
          }}
        />
        <SelectField
          label={t('ops.shell.common.status')}
          all
          options={SPORTS_EVENT_STATES}
          text={stateText}
          value={state}
          onChange={(v) => {
            setState(v);
            setPageNo(1);
          }}
        />
        <span>{state ? '' : t('ops.sports.takingBets')}</span>
        <CsvButton
          name="sports-events"
          load={() =>
            allPages(async (n) => {
              const page = await eventsOf(sport, state, n, 100);
              return { rows: page.list, more: n * 100 < page.total };
            })
          }
          columns={[
            { header: t('ops.sports.id'), cell: (e: Summary) => e.id },
            { header: t('ops.sports.sport'), cell: (e) => t(`sportsbook.sports.${e.sport}`) },
            { header: t('ops.sports.competition'), cell: (e) => e.competition },
            { header: t('ops.sports.home'), cell: (e) => e.home },
            { header: t('ops.sports.away'), cell: (e) => e.away },
            { header: t('ops.sports.startsAt'), cell: (e) => e.startsAt },
            { header: t('ops.shell.common.status'), cell: (e) => stateText(e.state) },
            { header: t('ops.sports.score'), cell: scoreText },
          ]}
        />
        <Button onClick={() => setCreating(true)}>{t('ops.sports.new')}</Button>
      </div>
      <PagedTable
        query={events}
        onPage={setPageNo}
        emptyText={t('ops.sports.noEvents')}
        layout="stack"
        data-testid="ops-sports-events"
        rowProps={(e) => ({ 'data-event': e.id })}
        columns={[
          { header: t('ops.sports.match'), cell: teams, rowHeader: true },
          { header: t('ops.sports.competition'), cell: (e) => `${t(`sportsbook.sports.${e.sport}`)} · ${e.competition}` },
          { header: t('ops.sports.startsAt'), cell: (e) => formatDateTime(e.startsAt, i18n.language) },
          { header: t('ops.shell.common.status'), cell: (e) => stateText(e.state) },
          { header: t('ops.sports.score'), cell: scoreText },
          {
            header: t('ops.shell.common.actions'),
            hideHeader: true,
            cell: (e) => (
              <span className={pageHeadStyles.filters}>
                {actions(e).map(([label, onClick]) => (
                  <Button key={label} variant="secondary" onClick={onClick} aria-label={`${label}: ${teams(e)}`}>
                    {label}
                  </Button>
                ))}
              </span>
            ),
          },
        ]}
      />
      {acting?.kind === 'state' ? <StateDialog event={acting.event} move={acting.move} onClose={close} /> : null}
      {acting?.kind === 'result' ? <ResultDialog event={acting.event} onClose={close} /> : null}
      {acting?.kind === 'cancel' ? <CancelDialog event={acting.event} onClose={close} /> : null}
      {acting?.kind === 'detail' ? <EventDetail eventId={acting.event.id} onClose={close} /> : null}
      {creating ? <NewEvent onClose={() => setCreating(false)} /> : null}
    </>
  );
}
