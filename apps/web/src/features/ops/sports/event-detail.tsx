import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SportsEvent, SportsMarket } from '@jade/contract/sportsbook';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { marketName, selectionName } from '@/lib/sports-labels';
import { FormDialog } from '../shell/form-dialog';
import formStyles from '../shell/forms.module.css';
import { eventQuery, eventWrite, SPORTS_KEY } from './sports-api';
import { oddsDraftOf, oddsMoves, typedOdds, type OddsDraft } from './sports-logic';
import styles from './sports.module.css';

const MOVABLE: readonly SportsMarket['state'][] = ['OPEN', 'SUSPENDED'];
const OVER: readonly SportsEvent['state'][] = ['ENDED', 'SETTLED', 'CANCELLED'];

/** An event's markets with their prices: edit the prices (only those changed are sent), suspend or open a market. */
export function EventDetail({ eventId, onClose }: { eventId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(eventQuery(eventId));
  const e = query.data;
  return e ? (
    <OddsForm key={e.id} event={e} onClose={onClose} />
  ) : (
    <FormDialog title={t('ops.sports.markets')} save={async () => null} ready={false} onClose={onClose}>
      {() => (
        <QueryState query={query} empty={false} emptyText="">
          {null}
        </QueryState>
      )}
    </FormDialog>
  );
}

function OddsForm({ event, onClose }: { event: SportsEvent; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<OddsDraft>(() => oddsDraftOf(event.markets));
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const over = OVER.includes(event.state);
  const moves = oddsMoves(event.markets, draft);
  const teams = { home: event.home, away: event.away };
  const update = async (next: SportsEvent) => {
    queryClient.setQueryData(eventQuery(event.id).queryKey, next);
    await queryClient.invalidateQueries({ queryKey: [...SPORTS_KEY, 'events'] });
  };
  const toggle = async (m: SportsMarket) => {
    setBusy(m.id);
    setProblem(null);
    setSaved(false);
    try {
      const state = m.state === 'OPEN' ? 'SUSPENDED' : 'OPEN';
      await update(await eventWrite(event.id, `markets/${m.id}/state`, { method: 'PUT', body: { state } }));
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(null);
    }
  };
  return (
    <FormDialog
      title={t('ops.sports.marketsOf', { event: t('sportsbook.event.vs', teams) })}
      data-testid="ops-sports-event"
      submitLabel={t('ops.sports.saveOdds')}
      ready={!over && moves !== null && moves.length > 0}
      save={() => eventWrite(event.id, 'odds', { method: 'PUT', body: { odds: moves } })}
      onSaved={(next) => {
        setDraft(oddsDraftOf(next.markets));
        setSaved(true);
        void update(next);
      }}
      onClose={onClose}
    >
      {() => (
        <>
          <p className={styles.muted}>
            {t(`ops.sports.state.${event.state}`)}
            {event.score ? ` · ${event.score.home}–${event.score.away}` : ''} · {t('ops.sports.oddsHelp')}
          </p>
          <div className={styles.markets}>
            {event.markets.map((m) => (
              <fieldset key={m.id} className={styles.market} data-market={m.id} data-state={m.state}>
                <legend>{marketName(t, m)}</legend>
                <div className={styles.head}>
                  <span>{t(`sportsbook.marketState.${m.state}`)}</span>
                  {!over && MOVABLE.includes(m.state) ? (
                    <Button
                      variant="secondary"
                      disabled={busy !== null}
                      onClick={() => void toggle(m)}
                      aria-label={`${t(m.state === 'OPEN' ? 'ops.sports.suspendMarket' : 'ops.sports.openMarket')}: ${marketName(t, m)}`}
                    >
                      {t(m.state === 'OPEN' ? 'ops.sports.suspendMarket' : 'ops.sports.openMarket')}
                    </Button>
                  ) : null}
                </div>
                <div className={formStyles.row}>
                  {m.selections.map((s) => {
                    const text = draft[s.id] ?? '';
                    return (
                      <TextField
                        key={s.id}
                        label={selectionName(t, m, s.code, teams)}
                        inputMode="decimal"
                        size={7}
                        value={text}
                        disabled={over || !MOVABLE.includes(m.state)}
                        error={typedOdds(text) === null ? t('ops.sports.oddsInvalid') : null}
                        onChange={(e) => {
                          setSaved(false);
                          setDraft({ ...draft, [s.id]: e.target.value });
                        }}
                      />
                    );
                  })}
                </div>
              </fieldset>
            ))}
          </div>
          {problem ? <p role="alert">{errorText(t, problem)}</p> : null}
          {saved ? <p role="status">{t('ops.shell.common.saved')}</p> : null}
        </>
      )}
    </FormDialog>
  );
}
