import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SPORTS_BET_STATUSES, SPORTS_GRADES, SPORTS_MARKET_KINDS } from '@jade/contract/sportsbook';
import { formatOdds } from '@jade/engines/sportsbook/odds';
import styles from './records.module.css';

/**
 * The legs a sports bet's round carries in its detail (the sportsbook's credit, as a vendor's):
 * each leg's match ("Home v Away"), market, pick, odds taken (ten-thousandths) and grade.
 */
const RecordLeg = z.object({
  match: z.string(),
  kind: z.enum(SPORTS_MARKET_KINDS),
  line: z.number().nullable(),
  period: z.number().int().nullable().optional(),
  pick: z.string(),
  odds: z.number().int(),
  grade: z.enum(SPORTS_GRADES).nullable(),
});
export type RecordLeg = z.infer<typeof RecordLeg>;

/** The round's sports legs, or null when its detail has none (any other game's round). */
export function sportsLegs(detail: Record<string, unknown>): RecordLeg[] | null {
  const parsed = z.array(RecordLeg).min(1).safeParse(detail.legs);
  return parsed.success ? parsed.data : null;
}

/** The detail keys a sports round's own rows show (they are not printed raw). */
export const SPORTS_DETAIL_KEYS = ['legs', 'betId', 'cashOut'] as const;

/** A sports round's result word (its bet's status) in the member's language; another word as it is. */
export function sportsResult(t: TFunction, result: string): string {
  const status = SPORTS_BET_STATUSES.find((x) => x === result);
  return status ? t(`sportsbook.bets.status.${status}`) : result;
}

type Market = { kind: RecordLeg['kind']; line: number | null; period: number | null };
const HANDICAPS: readonly string[] = ['ASIAN_HANDICAP', 'MAP_HANDICAP'];
const WORDS = ['DRAW', 'YES', 'NO', 'OTHER'] as const;
const signed = (line: number) => (line > 0 ? `+${line}` : String(line));

/**
 * A leg's market and pick in the book's words (the sportsbook's translations, `sportsbook.market`
 * and `sportsbook.sel`, named as its labels.ts names them: features do not import each other).
 */
function marketName(t: TFunction, m: Market): string {
  const line = m.line === null ? '' : HANDICAPS.includes(m.kind) ? signed(m.line) : String(m.line);
  return t(`sportsbook.market.${m.kind}`, { line, period: m.period ?? 1 });
}
function pickName(t: TFunction, m: Market, code: string, teams: { home: string; away: string }): string {
  if (code === 'HOME' || code === 'AWAY') {
    const team = code === 'HOME' ? teams.home : teams.away;
    if (!HANDICAPS.includes(m.kind) || m.line === null) return team;
    return `${team} ${signed(code === 'HOME' ? m.line : -m.line)}`;
  }
  if (code === 'OVER' || code === 'UNDER') return t(`sportsbook.sel.${code}`, { line: m.line === null ? '' : String(m.line) });
  if (code === 'MERON' || code === 'WALA')
    return t(`sportsbook.sel.${code}`, { team: code === 'MERON' ? teams.home : teams.away });
  const word = WORDS.find((x) => x === code);
  if (word) return t(`sportsbook.sel.${word}`);
  return code; // a correct score reads as it is
}

/** The teams of "Home v Away" (the last " v " splits them). */
function teamsOf(match: string) {
  const at = match.lastIndexOf(' v ');
  return at < 0 ? { home: match, away: match } : { home: match.slice(0, at), away: match.slice(at + 3) };
}

/** A sports bet's legs in its round's detail: match, market, pick, odds (decimal) and grade of each. */
export function BetLegs({ legs }: { legs: RecordLeg[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.legs} aria-label={t('records.sports.legs')}>
      <h3>{t('records.sports.legs')}</h3>
      <ol data-testid="bet-legs">
        {legs.map((l, i) => {
          const teams = teamsOf(l.match);
          const market: Market = { kind: l.kind, line: l.line, period: l.period ?? null };
          return (
            <li key={i} data-testid="bet-leg" data-grade={l.grade ?? ''}>
              <dl className={styles.detail}>
                <dt>{t('records.sports.match')}</dt>
                <dd>{t('sportsbook.event.vs', teams)}</dd>
                <dt>{t('records.sports.market')}</dt>
                <dd>{marketName(t, market)}</dd>
                <dt>{t('records.sports.pick')}</dt>
                <dd data-testid="bet-leg-pick">{pickName(t, market, l.pick, teams)}</dd>
                <dt>{t('sportsbook.bets.odds')}</dt>
                <dd data-testid="bet-leg-odds">{formatOdds(l.odds, 'DECIMAL')}</dd>
                <dt>{t('records.sports.grade')}</dt>
                <dd data-testid="bet-leg-grade">
                  {l.grade ? t(`sportsbook.bets.grade.${l.grade}`) : t('sportsbook.bets.ungraded')}
                </dd>
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
