import type { SPORTS, SportsEvent, SportsMarket, SportsResult } from '@jade/contract/sportsbook';
import { selectionsOf } from '@jade/engines/sportsbook/markets';
import { formatOdds, parseOdds } from '@jade/engines/sportsbook/odds';

/**
 * The sportsbook console's pure parts: odds as the operator types them (decimal), the moves an
 * odds form sends, which parts of a result an event's markets need (the engine's `grade`), and
 * the markets a new event offers per sport.
 */

type Sport = (typeof SPORTS)[number];
type Kind = SportsMarket['kind'];

/** Odds in ten-thousandths as decimal text (19_500 → "1.95"). */
export const oddsText = (odds: number) => formatOdds(odds, 'DECIMAL');
/** Decimal text as odds in ten-thousandths, or null when not a valid price (1.0001 to 1000). */
export const typedOdds = (text: string) => parseOdds(text, 'DECIMAL');

/** A draft of an event's prices: selection id → the text in its field. */
export type OddsDraft = Record<number, string>;

export const oddsDraftOf = (markets: readonly SportsMarket[]): OddsDraft =>
  Object.fromEntries(markets.flatMap((m) => m.selections.map((s) => [s.id, oddsText(s.odds)])));

/** The prices changed in the draft (only those), or null when a field is not a price. */
export function oddsMoves(markets: readonly SportsMarket[], draft: OddsDraft): { selectionId: number; odds: number }[] | null {
  const moves: { selectionId: number; odds: number }[] = [];
  for (const s of markets.flatMap((m) => m.selections)) {
    const text = draft[s.id];
    if (text === undefined) continue;
    const odds = typedOdds(text);
    if (odds === null) return null;
    if (odds !== s.odds) moves.push({ selectionId: s.id, odds });
  }
  return moves;
}

/** The parts of a result (the engine's EventResult) the markets of an event read. */
export type ResultNeeds = { score: boolean; winner: boolean; maps: boolean; innings: boolean };

/** Kinds with a line (handicap or total), and those with a period (map, innings; required for innings). */
export const LINED: readonly Kind[] = ['ASIAN_HANDICAP', 'OVER_UNDER', 'MAP_HANDICAP', 'INNINGS_RUNS'];
export const PERIODIC: readonly Kind[] = ['MAP_WINNER', 'INNINGS_RUNS'];

const SCORE_KINDS: readonly Kind[] = ['MATCH_RESULT', 'ASIAN_HANDICAP', 'OVER_UNDER', 'BOTH_TEAMS_TO_SCORE', 'CORRECT_SCORE'];

/** What a result must hold for every market of these kinds (a match winner reads the winner, else the score). */
export function resultNeeds(kinds: readonly Kind[]): ResultNeeds {
  const has = (...k: Kind[]) => kinds.some((x) => k.includes(x));
  const winner = has('CRICKET_WINNER', 'COCKFIGHT_WINNER');
  return {
    score: has(...SCORE_KINDS) || (has('MATCH_WINNER') && !winner),
    winner,
    maps: has('MAP_HANDICAP', 'MAP_WINNER'),
    innings: has('INNINGS_RUNS'),
  };
}

/** A result as the form holds it: texts of the fields. */
export type ResultDraft = { home: string; away: string; winner: '' | 'HOME' | 'AWAY' | 'DRAW'; maps: string; innings: string };

export function resultDraftOf(e: Pick<SportsEvent, 'result' | 'score'>): ResultDraft {
  const r = e.result;
  const score = r?.score ?? e.score;
  return {
    home: score ? String(score.home) : '',
    away: score ? String(score.away) : '',
    winner: r?.winner ?? '',
    maps: (r?.maps ?? []).map((m) => (m === 'HOME' ? 'H' : 'A')).join(' '),
    innings: (r?.innings ?? []).join(' '),
  };
}

const count = (text: string, max: number) => (/^\d{1,4}$/.test(text.trim()) && Number(text) <= max ? Number(text) : null);
const words = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** A score typed in two fields (0–999 each), or null. */
export function typedScore(home: string, away: string): { home: number; away: number } | null {
  const h = count(home, 999);
  const a = count(away, 999);
  return h === null || a === null ? null : { home: h, away: a };
}

/** Map winners typed as H/A (or HOME/AWAY) in order, 1 to 9 maps, or null. */
export function typedMaps(text: string): ('HOME' | 'AWAY')[] | null {
  const maps = words(text.toUpperCase()).map((w) =>
    w === 'H' || w === 'HOME' ? 'HOME' : w === 'A' || w === 'AWAY' ? 'AWAY' : null,
  );
  return maps.length >= 1 && maps.length <= 9 && maps.every((m) => m !== null) ? (maps as ('HOME' | 'AWAY')[]) : null;
}

/** Runs of each innings in order, 1 to 4 innings of 0–9999, or null. */
export function typedInnings(text: string): number[] | null {
  const runs = words(text).map((w) => count(w, 9999));
  return runs.length >= 1 && runs.length <= 4 && runs.every((r) => r !== null) ? (runs as number[]) : null;
}

/** The result the draft makes for what is needed, or null while a needed field is missing or wrong. */
export function resultOf(needs: ResultNeeds, d: ResultDraft): SportsResult | null {
  const result: SportsResult = {};
  if (needs.score) {
    const score = typedScore(d.home, d.away);
    if (!score) return null;
    result.score = score;
  }
  if (needs.winner) {
    if (!d.winner) return null;
    result.winner = d.winner;
  }
  if (needs.maps) {
    const maps = typedMaps(d.maps);
    if (!maps) return null;
    result.maps = maps;
  }
  if (needs.innings) {
    const innings = typedInnings(d.innings);
    if (!innings) return null;
    result.innings = innings;
  }
  return result;
}

const KINDS: Record<string, readonly Kind[]> = {
  FOOTBALL: ['MATCH_RESULT', 'ASIAN_HANDICAP', 'OVER_UNDER', 'BOTH_TEAMS_TO_SCORE', 'CORRECT_SCORE', 'MATCH_WINNER'],
  KABADDI: ['MATCH_RESULT', 'MATCH_WINNER', 'ASIAN_HANDICAP', 'OVER_UNDER'],
  ESPORTS: ['MATCH_WINNER', 'MAP_HANDICAP', 'MAP_WINNER'],
  CRICKET: ['CRICKET_WINNER', 'INNINGS_RUNS'],
  COCKFIGHT: ['COCKFIGHT_WINNER'],
};
/** The market kinds a sport's events offer, in the order the new-event form lists them (a points or sets sport: winner, handicap, total). */
export const kindsOf = (sport: Sport): readonly Kind[] => KINDS[sport] ?? ['MATCH_WINNER', 'ASIAN_HANDICAP', 'OVER_UNDER'];
/** The vendor whose events are of a sport: e-sports and cockfight have their own, every other sport is the sports vendor's. */
export const vendorOf = (sport: Sport) => (sport === 'ESPORTS' ? 'IMES' : sport === 'COCKFIGHT' ? 'DS88' : 'SUMMIT');

const LINES: Record<string, Partial<Record<Kind, string>>> = {
  FOOTBALL: { ASIAN_HANDICAP: '-0.5', OVER_UNDER: '2.5' },
  BASKETBALL: { ASIAN_HANDICAP: '-4.5', OVER_UNDER: '160.5' },
  KABADDI: { ASIAN_HANDICAP: '-3.5', OVER_UNDER: '70.5' },
  TENNIS: { ASIAN_HANDICAP: '-1.5', OVER_UNDER: '2.5' },
  VOLLEYBALL: { ASIAN_HANDICAP: '-1.5', OVER_UNDER: '3.5' },
  ESPORTS: { MAP_HANDICAP: '-1.5' },
  CRICKET: { INNINGS_RUNS: '150.5' },
};
/** The line a new market of the sport starts with (the operator changes it). */
export const defaultLine = (sport: Sport, kind: Kind) => LINES[sport]?.[kind] ?? (LINED.includes(kind) ? '0.5' : '');

/** Kinds the book prices by its football model when no odds are given (the server's SCORE_KINDS): a football match's only. */
const MODEL_KINDS: readonly Kind[] = [...SCORE_KINDS, 'MATCH_WINNER'];
export const modelPriced = (sport: Sport, kind: Kind) => sport === 'FOOTBALL' && MODEL_KINDS.includes(kind);

/** The selections a kind's odds fields name, as the engine's (a correct score is always priced by the model: none). */
export const oddsCodesOf = (kind: Kind): readonly string[] => (kind === 'CORRECT_SCORE' ? [] : selectionsOf(kind));

/** A market of the new-event form: its line, period and odds as typed. */
export type MarketDraft = { kind: Kind; line: string; period: string; odds: Record<string, string> };

type MarketInput = { kind: Kind; line?: number; period?: number; selections?: { code: string; odds: number }[] };

/** A line: a multiple of 0.25 (totals not below 0), or null. */
export function typedLine(kind: Kind, text: string): number | null {
  const t = text.trim();
  if (!/^[+-]?\d{1,4}(\.\d{1,2})?$/.test(t)) return null;
  const v = Number(t);
  if (!Number.isInteger(v * 4)) return null;
  return (kind === 'OVER_UNDER' || kind === 'INNINGS_RUNS') && v < 0 ? null : v;
}

/**
 * The market the create call sends, or null while a field is wrong: the line where the kind has
 * one, the period where typed (required for innings), and odds for every selection when any is
 * typed (every one required unless the model prices it: `byModel`).
 */
export function marketInput(d: MarketDraft, byModel: boolean): MarketInput | null {
  const m: MarketInput = { kind: d.kind };
  if (LINED.includes(d.kind)) {
    const line = typedLine(d.kind, d.line);
    if (line === null) return null;
    m.line = line;
  }
  if (PERIODIC.includes(d.kind) && (d.period.trim() || d.kind === 'INNINGS_RUNS')) {
    const period = count(d.period, 9);
    if (!period) return null;
    m.period = period;
  }
  const codes = oddsCodesOf(d.kind);
  const typed = codes.filter((c) => (d.odds[c] ?? '').trim());
  if (typed.length === 0 && byModel) return m;
  const selections = codes.map((code) => ({ code, odds: typedOdds(d.odds[code] ?? '') }));
  if (selections.some((s) => s.odds === null)) return null;
  m.selections = selections as { code: string; odds: number }[];
  return m;
}
