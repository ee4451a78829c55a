import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SportsEventSummary } from '@jade/contract/sportsbook';
import type { z } from 'zod';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { DecisionDialog } from '../shell/decision-dialog';
import formStyles from '../shell/forms.module.css';
import { SelectField } from '../shell/select-field';
import { eventQuery, eventWrite, SPORTS_KEY } from './sports-api';
import { resultDraftOf, resultNeeds, resultOf, typedScore, type ResultDraft } from './sports-logic';

type Summary = z.infer<typeof SportsEventSummary>;
type Props = { event: Summary; onClose: () => void };
/** Start live, move the score of a live event, resume a suspended one (each LIVE), or suspend. */
export type StateMove = 'start' | 'score' | 'resume' | 'suspend';

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SPORTS_KEY });
};

/** The two fields of a score, labelled with the teams. */
function ScoreFields({
  event,
  home,
  away,
  onChange,
}: { event: Summary } & Record<'home' | 'away', string> & {
    onChange: (side: 'home' | 'away', value: string) => void;
  }) {
  const { t } = useTranslation();
  return (
    <div className={formStyles.row}>
      <TextField
        label={t('ops.sports.scoreOf', { team: event.home })}
        inputMode="numeric"
        size={5}
        value={home}
        onChange={(e) => onChange('home', e.target.value)}
      />
      <TextField
        label={t('ops.sports.scoreOf', { team: event.away })}
        inputMode="numeric"
        size={5}
        value={away}
        onChange={(e) => onChange('away', e.target.value)}
      />
    </div>
  );
}

/** The event's state moved by the operator (PUT …/state), with the score now if typed (both sides). */
export function StateDialog({ event, move, onClose }: Props & { move: StateMove }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [score, setScore] = useState({
    home: event.score ? String(event.score.home) : '',
    away: event.score ? String(event.score.away) : '',
  });
  const typed = typedScore(score.home, score.away);
  const blank = !score.home.trim() && !score.away.trim();
  const teams = t('sportsbook.event.vs', { home: event.home, away: event.away });
  return (
    <DecisionDialog
      title={t(`ops.sports.stateTitle.${move}`, { event: teams })}
      action={t(`ops.sports.stateAction.${move}`)}
      remarkLabel={null}
      summary={<p>{t(`ops.sports.stateHelp.${move}`)}</p>}
      extra={<ScoreFields event={event} {...score} onChange={(side, v) => setScore({ ...score, [side]: v })} />}
      ready={move === 'score' ? typed !== null : blank || typed !== null}
      onDecide={async () => {
        const body = { state: move === 'suspend' ? 'SUSPENDED' : 'LIVE', ...(typed ? { score: typed } : {}) };
        await eventWrite(event.id, 'state', { method: 'PUT', body });
        await refresh();
      }}
      onClose={onClose}
    />
  );
}

/** The result, or its correction, with the fields the event's markets need (the engine's). */
export function ResultDialog({ event, onClose }: Props) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const full = useQuery(eventQuery(event.id));
  const [draft, setDraft] = useState<ResultDraft>(() => resultDraftOf(event));
  const needs = resultNeeds(full.data?.markets.map((m) => m.kind) ?? []);
  const result = full.data ? resultOf(needs, draft) : null;
  const set = (patch: Partial<ResultDraft>) => setDraft({ ...draft, ...patch });
  const teams = t('sportsbook.event.vs', { home: event.home, away: event.away });
  const sides = ['HOME', 'AWAY', 'DRAW'] as const;
  return (
    <DecisionDialog
      title={t(event.result ? 'ops.sports.correctTitle' : 'ops.sports.resultTitle', { event: teams })}
      action={t('ops.shell.common.save')}
      remarkLabel={null}
      summary={<p>{t(event.result ? 'ops.sports.correctHelp' : 'ops.sports.resultHelp')}</p>}
      extra={
        full.data ? (
          <>
            {needs.score ? (
              <ScoreFields event={event} home={draft.home} away={draft.away} onChange={(side, v) => set({ [side]: v })} />
            ) : null}
            {needs.winner ? (
              <SelectField
                label={t('ops.sports.winner')}
                all
                options={sides}
                text={(w) => (w === 'HOME' ? event.home : w === 'AWAY' ? event.away : t('sportsbook.sel.DRAW'))}
                value={draft.winner}
                onChange={(winner) => set({ winner })}
              />
            ) : null}
            {needs.maps ? (
              <TextField label={t('ops.sports.maps')} value={draft.maps} onChange={(e) => set({ maps: e.target.value })} />
            ) : null}
            {needs.innings ? (
              <TextField
                label={t('ops.sports.innings')}
                inputMode="numeric"
                value={draft.innings}
                onChange={(e) => set({ innings: e.target.value })}
              />
            ) : null}
          </>
        ) : (
          <p role="status">{full.isError ? errorText(t, full.error) : t('common.loading')}</p>
        )
      }
      ready={result !== null}
      onDecide={async () => {
        await eventWrite(event.id, 'result', { method: 'PUT', body: { result } });
        await refresh();
      }}
      onClose={onClose}
    />
  );
}

/** The event called off: every bet on it void, every stake back (a reason recorded). */
export function CancelDialog({ event, onClose }: Props) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  return (
    <DecisionDialog
      title={t('ops.sports.cancelTitle', { event: t('sportsbook.event.vs', { home: event.home, away: event.away }) })}
      action={t('ops.sports.cancel')}
      remarkLabel={t('ops.sports.reason')}
      remarkRequired
      onDecide={async (reason) => {
        await eventWrite(event.id, 'cancel', { method: 'POST', body: { reason } });
        await refresh();
      }}
      onClose={onClose}
    />
  );
}
