import { useCallback, useState } from 'react';
import { ODDS_FORMATS, formatOdds, type OddsFormat } from '@jade/engines/sportsbook/odds';
import { local } from '@/lib/storage';

/** Where the member's odds format is remembered (this browser; see the feature's README). */
export const ODDS_FORMAT_KEY = 'sportsOddsFormat';

const isFormat = (v: string | null): v is OddsFormat => (ODDS_FORMATS as readonly string[]).includes(v ?? '');

/** The remembered odds format, decimal by default. */
export function storedOddsFormat(): OddsFormat {
  const v = local.get(ODDS_FORMAT_KEY);
  return isFormat(v) ? v : 'DECIMAL';
}

/** The member's odds format, its setter (remembered) and the formatter of odds in it. */
export function useOddsFormat() {
  const [format, setFormatState] = useState<OddsFormat>(storedOddsFormat);
  const setFormat = useCallback((next: OddsFormat) => {
    local.set(ODDS_FORMAT_KEY, next);
    setFormatState(next);
  }, []);
  const show = useCallback((odds: number) => formatOdds(odds, format), [format]);
  return { format, setFormat, show };
}

export type OddsDisplay = ReturnType<typeof useOddsFormat>;
