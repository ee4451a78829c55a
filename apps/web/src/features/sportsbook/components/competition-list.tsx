import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SportsCompetition } from '@jade/contract/sportsbook';
import styles from './sportsbook.module.css';

/** A sport's competitions: each a link to its page with its name and how many of its matches are live and to come. */
export function CompetitionList({
  competitions,
  hrefOf,
}: {
  competitions: readonly SportsCompetition[];
  hrefOf: (name: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={styles.events}>
      {competitions.map((c) => (
        <li key={c.name}>
          <Link className={styles.eventRow} to={hrefOf(c.name)} data-testid="sports-competition" data-competition={c.name}>
            <strong>{c.name}</strong>
            {/* A space (not shown in the grid) keeps the name and the counts apart in the link's name. */}{' '}
            <span className={c.live > 0 ? styles.live : styles.muted}>
              {t('sportsbook.competitions.counts', { live: c.live, upcoming: c.upcoming })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
