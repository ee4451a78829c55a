import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VendorLane } from '@jade/contract/catalog';
import { vendorPath } from '@/config/paths';
import { assetUrl } from '@/lib/cdn';
import styles from './home.module.css';

/** A vendor item of a home row: its logo and title count, opening the vendor's tab of its category (memoized, as the game card). */
export const VendorTile = memo(function VendorTile({ lane, imageHost }: { lane: VendorLane; imageHost: string }) {
  const { t } = useTranslation();
  return (
    <Link to={vendorPath(lane.gameCategory, lane.vassalage)} className={styles.vendor} data-testid="vendor-tile">
      <img src={assetUrl(imageHost, lane.logoUrl)} alt="" width={120} height={48} loading="lazy" decoding="async" />
      <span className={styles.vendorName}>{lane.name}</span>
      <span className={styles.vendorMeta}>
        {lane.maintenance ? t('home.vendorMaintenance') : t('home.gameCount', { count: lane.gameCount })}
      </span>
    </Link>
  );
});
