import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionItem } from '@jade/contract/promotions';
import { assetUrl } from '@/lib/cdn';
import { stateBadge } from '../promotion-state';
import { periodText } from './promotion-period';
import styles from './promotions.module.css';

type Props = { promotion: PromotionItem; imageHost: string; onOpen: () => void };

/**
 * A promotion's card: the banner in a fixed 3:1 box, the banners' own shape, so nothing moves
 * when it loads; the title (the button that opens the details; the whole card is its target),
 * the period and the state badge.
 */
export function PromotionCard({ promotion: p, imageHost, onOpen }: Props) {
  const { t, i18n } = useTranslation();
  const periodId = useId();
  const badge = stateBadge(p);
  return (
    <li className={styles.card} data-testid="promotion-card" data-state={p.state}>
      <div className={styles.banner}>
        {p.bannerUrl ? (
          <img src={assetUrl(imageHost, p.bannerUrl)} alt="" width={1200} height={400} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            %
          </span>
        )}
      </div>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <button type="button" className={styles.open} aria-haspopup="dialog" aria-describedby={periodId} onClick={onOpen}>
            {p.title}
          </button>
        </h2>
        <p className={styles.period} id={periodId}>
          {periodText(p, t, i18n.language)}
        </p>
        <span className={styles.state} data-state={badge} data-testid="promotion-state">
          {t(`promotions.states.${badge}`)}
        </span>
      </div>
    </li>
  );
}
