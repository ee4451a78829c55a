import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SPORTS_BET_STATUSES, SportsRecordLeg } from '@jade/contract/sportsbook';
import { formatOdds } from '@jade/engines/sportsbook/odds';
import { marketName, selectionName } from '@/lib/sports-labels';
import styles from './records.module.css';

/** The round's sports legs, or null when its detail has none (any other game's round). */
export function sportsLegs(detail: Record<string, unknown>): SportsRecordLeg[] | null {
  const parsed = z.array(SportsRecordLeg).min(1).safeParse(detail.legs);
  return parsed.success ? parsed.data : null;
}

/** The detail keys a sports round's own rows show (they are not printed raw). */
export const SPORTS_DETAIL_KEYS = ['legs', 'betId', 'cashOut'] as const;

/** A sports round's result word (its bet's status) in the member's language; another word as it is. */
export function sportsResult(t: TFunction, result: string): string {
  const status = SPORTS_BET_STATUSES.find((x) => x === result);
  return status ? t(`sportsbook.bets.status.${status}`) : result;
}

/** A sports bet's legs in its round's detail: match, market, pick, odds (decimal) and grade of each. */
export function BetLegs({ legs }: { legs: SportsRecordLeg[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.legs} aria-label={t('records.sports.legs')}>
      <h3>{t('records.sports.legs')}</h3>
      <ol data-testid="bet-legs">
        {legs.map((l, i) => (
          <li key={i} data-testid="bet-leg" data-grade={l.grade ?? ''}>
            <dl className={styles.detail}>
              <dt>{t('records.sports.match')}</dt>
              <dd>{t('sportsbook.event.vs', { home: l.home, away: l.away })}</dd>
              <dt>{t('records.sports.market')}</dt>
              <dd>{marketName(t, l)}</dd>
              <dt>{t('records.sports.pick')}</dt>
              <dd data-testid="bet-leg-pick">{selectionName(t, l, l.code, l)}</dd>
              <dt>{t('sportsbook.bets.odds')}</dt>
              <dd data-testid="bet-leg-odds">{formatOdds(l.odds, 'DECIMAL')}</dd>
              <dt>{t('records.sports.grade')}</dt>
              <dd data-testid="bet-leg-grade">
                {l.grade ? t(`sportsbook.bets.grade.${l.grade}`) : t('sportsbook.bets.ungraded')}
              </dd>
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
