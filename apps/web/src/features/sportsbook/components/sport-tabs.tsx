import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SPORTS } from '@jade/contract/sportsbook';
import type { Sport } from '../api/get-events';
import styles from './sportsbook.module.css';

/** The book's sports (the contract's SPORTS, in its order) as links keeping the view; they wrap on a phone. */
export function SportTabs({ sport, hrefOf }: { sport: Sport; hrefOf: (s: Sport) => string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('sportsbook.sportsLabel')}>
      <ul className={styles.tabs}>
        {SPORTS.map((s) => (
          <li key={s}>
            <Link to={hrefOf(s)} aria-current={s === sport ? 'page' : undefined}>
              {t(`sportsbook.sports.${s}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
