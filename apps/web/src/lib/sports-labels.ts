import type { TFunction } from 'i18next';
import type { SportsMarket } from '@jade/contract/sportsbook';

type MarketLike = { kind: SportsMarket['kind']; line: number | null; period: number | null };
type TeamsLike = { home: string; away: string };

/** A line as a signed number (a handicap, +0.25) or a total (2.5). */
export function lineText(line: number | null, signed: boolean): string {
  if (line === null) return '';
  if (!signed) return String(line);
  return line > 0 ? `+${line}` : String(line);
}

const HANDICAPS: readonly SportsMarket['kind'][] = ['ASIAN_HANDICAP', 'MAP_HANDICAP'];

/** A market's name in the member's language (with its line or period; a map winner without a map is the series'). */
export function marketName(t: TFunction, m: MarketLike): string {
  const key = m.kind === 'MAP_WINNER' && m.period === null ? 'MAP_WINNER_SERIES' : m.kind;
  return t(`sportsbook.market.${key}`, { line: lineText(m.line, HANDICAPS.includes(m.kind)), period: m.period ?? 1 });
}

/**
 * A selection's name: the team for home and away (with its handicap: the away side gets the
 * opposite line), over and under with the total, a correct score as it reads, and the book's words
 * for the rest.
 */
export function selectionName(t: TFunction, m: MarketLike, code: string, teams: TeamsLike): string {
  if (code === 'HOME' || code === 'AWAY') {
    const team = code === 'HOME' ? teams.home : teams.away;
    if (!HANDICAPS.includes(m.kind) || m.line === null) return team;
    return `${team} ${lineText(code === 'HOME' ? m.line : -m.line, true)}`;
  }
  if (/^\d{1,2}-\d{1,2}$/.test(code)) return code;
  switch (code) {
    case 'OVER':
    case 'UNDER':
      return t(`sportsbook.sel.${code}`, { line: lineText(m.line, false) });
    case 'MERON':
    case 'WALA':
      return t(`sportsbook.sel.${code}`, { team: code === 'MERON' ? teams.home : teams.away });
    case 'DRAW':
    case 'YES':
    case 'NO':
    case 'OTHER':
      return t(`sportsbook.sel.${code}`);
    default:
      return code;
  }
}
