import { useTranslation } from 'react-i18next';
import type { VendorLane } from '@jade/contract/catalog';
import { GameCard } from './game-card';
import styles from './games.module.css';

/**
 * A centre whose vendors have no titles of their own (sports, e-sports, cockfight, lottery): one
 * large launch card per vendor (lane.launchItem).
 */
export function LaunchCards({ lanes, label }: { lanes: VendorLane[]; label: string }) {
  const { t } = useTranslation();
  const items = lanes.flatMap((l) => (l.launchItem ? [l.launchItem] : []));
  return (
    <ul className={styles.launchGrid} aria-label={label} data-testid="launch-cards">
      {items.map((item) => (
        <li key={item.nodeId} aria-label={t('games.list.vendorCard', { name: item.displayName || item.gameName })}>
          <GameCard game={item} large />
        </li>
      ))}
    </ul>
  );
}
