import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPORTS, SPORTS_VENDORS, SportsEvent, type SportsMarket } from '@jade/contract/sportsbook';
import { TextField } from '@/components/ui/text-field';
import { marketName, selectionName } from '@/lib/sports-labels';
import { opsApi } from '../api/ops-api';
import { fromLocalInput, toLocalInput } from '@/lib/dates';
import { FormDialog } from '../shell/form-dialog';
import formStyles from '../shell/forms.module.css';
import { SelectField } from '../shell/select-field';
import { SPORTS_KEY, type Sport } from './sports-api';
import {
  defaultLine,
  kindsOf,
  LINED,
  marketInput,
  modelPriced,
  PERIODIC,
  oddsCodesOf,
  typedLine,
  typedOdds,
  vendorOf,
  type MarketDraft,
} from './sports-logic';
import styles from './sports.module.css';

type Kind = SportsMarket['kind'];
const draftOf = (sport: Sport, kind: Kind): MarketDraft => ({
  kind,
  line: defaultLine(sport, kind),
  period: PERIODIC.includes(kind) ? '1' : '',
  odds: {},
});

/** A new event of the book with the markets it offers, priced by the football model where no odds are typed. */
export function NewEvent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [sport, setSport] = useState<Sport>('FOOTBALL');
  const [vendor, setVendor] = useState<(typeof SPORTS_VENDORS)[number]>('SUMMIT');
  const [texts, setTexts] = useState({ competition: '', home: '', away: '' });
  const [startsAt, setStartsAt] = useState(() => toLocalInput(new Date(Date.now() + 60 * 60_000).toISOString()));
  const [markets, setMarkets] = useState<Partial<Record<Kind, MarketDraft>>>({
    MATCH_RESULT: draftOf('FOOTBALL', 'MATCH_RESULT'),
  });
  const chosen = kindsOf(sport).flatMap((k) => (markets[k] ? [markets[k]] : []));
  const inputs = chosen.map((m) => marketInput(m, modelPriced(sport, m.kind)));
  const starts = fromLocalInput(startsAt);
  const teams = { home: texts.home || t('ops.sports.home'), away: texts.away || t('ops.sports.away') };
  const ready =
    Boolean(texts.competition.trim() && texts.home.trim() && texts.away.trim() && starts) &&
    inputs.length > 0 &&
    inputs.every((m) => m !== null);
  const pickSport = (s: Sport) => {
    setSport(s);
    setVendor(vendorOf(s));
    const first = kindsOf(s)[0]!;
    setMarkets({ [first]: draftOf(s, first) });
  };
  const setMarket = (kind: Kind, patch: Partial<MarketDraft> | null) =>
    setMarkets({ ...markets, [kind]: patch === null ? undefined : { ...(markets[kind] ?? draftOf(sport, kind)), ...patch } });
  const text = (key: keyof typeof texts) => (
    <TextField
      label={t(`ops.sports.${key}`)}
      value={texts[key]}
      maxLength={80}
      required
      onChange={(e) => setTexts({ ...texts, [key]: e.target.value })}
    />
  );
  return (
    <FormDialog
      title={t('ops.sports.new')}
      data-testid="ops-sports-new"
      submitLabel={t('ops.sports.create')}
      refresh={SPORTS_KEY}
      ready={ready}
      save={() =>
        opsApi('/ops/sports/events', SportsEvent, {
          method: 'POST',
          body: { vendor, sport, ...texts, startsAt: starts, markets: inputs },
        })
      }
      onClose={onClose}
    >
      {() => (
        <>
          <div className={formStyles.row}>
            <SelectField
              label={t('ops.sports.sport')}
              options={SPORTS}
              text={(s) => t(`sportsbook.sports.${s}`)}
              value={sport}
              onChange={pickSport}
            />
            <SelectField
              label={t('ops.sports.vendor')}
              options={SPORTS_VENDORS}
              text={(v) => t(`ops.sports.vendors.${v}`)}
              value={vendor}
              onChange={setVendor}
            />
          </div>
          {text('competition')}
          <div className={formStyles.row}>
            {text('home')}
            {text('away')}
          </div>
          <TextField
            label={t('ops.sports.startsAt')}
            type="datetime-local"
            required
            value={startsAt}
            onChange={(e) => setStartsAt(e.target.value)}
          />
          <p className={styles.muted}>{t('ops.sports.pricingHelp')}</p>
          {kindsOf(sport).map((kind) => {
            const d = markets[kind];
            const name = marketName(t, {
              kind,
              line: typedLine(kind, d?.line ?? defaultLine(sport, kind)),
              period: Number(d?.period ?? 1) || null,
            });
            return (
              <fieldset key={kind} className={styles.market} data-kind={kind}>
                <legend>
                  <label>
                    <input type="checkbox" checked={Boolean(d)} onChange={(e) => setMarket(kind, e.target.checked ? {} : null)} />{' '}
                    {name}
                  </label>
                </legend>
                {d ? (
                  <div className={formStyles.row}>
                    {LINED.includes(kind) ? (
                      <TextField
                        label={t('ops.sports.line')}
                        inputMode="decimal"
                        size={7}
                        value={d.line}
                        error={typedLine(kind, d.line) === null ? t('ops.sports.lineInvalid') : null}
                        onChange={(e) => setMarket(kind, { line: e.target.value })}
                      />
                    ) : null}
                    {PERIODIC.includes(kind) ? (
                      <TextField
                        label={t(kind === 'INNINGS_RUNS' ? 'ops.sports.inningsNo' : 'ops.sports.mapNo')}
                        inputMode="numeric"
                        size={3}
                        value={d.period}
                        onChange={(e) => setMarket(kind, { period: e.target.value })}
                      />
                    ) : null}
                    {oddsCodesOf(kind).map((code) => {
                      const v = d.odds[code] ?? '';
                      return (
                        <TextField
                          key={code}
                          label={t('ops.sports.oddsOf', {
                            selection: selectionName(t, { kind, line: typedLine(kind, d.line), period: null }, code, teams),
                          })}
                          placeholder={modelPriced(sport, kind) ? t('ops.sports.modelPrice') : undefined}
                          inputMode="decimal"
                          size={7}
                          value={v}
                          error={v.trim() && typedOdds(v) === null ? t('ops.sports.oddsInvalid') : null}
                          onChange={(e) => setMarket(kind, { odds: { ...d.odds, [code]: e.target.value } })}
                        />
                      );
                    })}
                  </div>
                ) : null}
              </fieldset>
            );
          })}
        </>
      )}
    </FormDialog>
  );
}
