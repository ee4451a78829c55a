import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointItem } from '@jade/contract/points';
import { Button } from '@/components/ui/button';
import { assetUrl } from '@/lib/cdn';
import { formatPoints, unavailableReason, type Viewer } from '../point-rules';
import styles from './points.module.css';

type Props = {
  item: PointItem;
  viewer: Viewer;
  /** The member's points (undefined while unknown or for a guest). */
  points: number | undefined;
  imageHost: string;
  money: (minor: number) => string;
  onRedeem: () => void;
};

/**
 * A mall item: its picture in a fixed 3:1 box (nothing moves when it loads), name and kind, the
 * points it costs, its value, stock left, the member's limit and the valid bet it asks, and either
 * the Redeem button or why it cannot be redeemed now. A guest's or trial account's button leads
 * to the app's prompt (the page decides).
 */
export function PointItemCard({ item, viewer, points, imageHost, money, onRedeem }: Props) {
  const { t, i18n } = useTranslation();
  const reasonId = useId();
  const reason = unavailableReason(item, viewer, points);
  const prompt = reason === 'signIn' || reason === 'realAccount';
  const short = points === undefined ? 0 : item.points - points;
  const reasonText =
    reason === 'notEnoughPoints'
      ? t('pointMall.items.reasons.notEnoughPoints', { count: short, n: formatPoints(short, i18n.language) })
      : reason === 'requirement'
        ? t('pointMall.items.reasons.requirement', { amount: money(item.minValidBet) })
        : reason
          ? t(`pointMall.items.reasons.${reason}`)
          : null;
  return (
    <li className={styles.item} data-testid="point-item" data-available={reason === null}>
      <div className={styles.picture}>
        {item.imageUrl ? (
          <img src={assetUrl(imageHost, item.imageUrl)} alt="" width={1200} height={400} loading="lazy" decoding="async" />
        ) : null}
      </div>
      <div className={styles.itemBody}>
        <h2 className={styles.itemName}>{item.name}</h2>
        <span className={styles.kind}>{t(`pointMall.items.kinds.${item.kind}`)}</span>
        <dl className={styles.facts}>
          <dt>{t('pointMall.items.points')}</dt>
          <dd data-testid="item-points">{formatPoints(item.points, i18n.language)}</dd>
          <dt>{t('pointMall.items.value')}</dt>
          <dd>{money(item.amount)}</dd>
          <dt>{t('pointMall.items.stock')}</dt>
          <dd>{item.stock === null ? t('pointMall.items.unlimited') : formatPoints(item.stock, i18n.language)}</dd>
          <dt>{t('pointMall.items.limit')}</dt>
          <dd>
            {item.perMemberLimit === null
              ? t('pointMall.items.noLimit')
              : t('pointMall.items.limitValue', {
                  redeemed: formatPoints(item.redeemed, i18n.language),
                  limit: formatPoints(item.perMemberLimit, i18n.language),
                })}
          </dd>
          <dt>{t('pointMall.items.requirement')}</dt>
          <dd>{item.minValidBet > 0 ? money(item.minValidBet) : t('pointMall.items.noRequirement')}</dd>
        </dl>
        {reasonText ? (
          <p className={styles.reason} id={reasonId} data-testid="item-reason">
            {reasonText}
          </p>
        ) : null}
        <Button
          aria-label={t('pointMall.items.redeemItem', { name: item.name })}
          aria-describedby={reasonText ? reasonId : undefined}
          aria-haspopup="dialog"
          disabled={reason !== null && !prompt}
          onClick={onRedeem}
        >
          {t('pointMall.items.redeem')}
        </Button>
      </div>
    </li>
  );
}
