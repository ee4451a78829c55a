import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tabs } from 'radix-ui';
import type { ClaimResult } from '@jade/contract/promotions';
import { PagedView } from '@/components/ui/paged-view';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { useClaimReward } from '../api/claim-reward';
import { useRewards, type RewardTab } from '../api/get-rewards';
import { RewardBadge } from './reward-badge';
import { RewardCard } from './reward-card';
import styles from './rewards.module.css';

type Props = { symbol: string; promotionsPath: string };

/**
 * The reward centre (personal centre rewardCenter): what promotions granted, to claim before its
 * date, and the history of claimed and expired rewards with their turnover. A claim is sent once
 * however often its button is pressed; the balance, the badge and the list are read again after.
 */
export function RewardCentre({ symbol, promotionsPath }: Props) {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<RewardTab>('claimable');
  const [pageNo, setPageNo] = useState(1);
  const [claimed, setClaimed] = useState<ClaimResult | null>(null);
  const query = useRewards(tab, pageNo, i18n.language);
  const claim = useClaimReward();
  const claiming = useRef(new Set<number>());
  const money = (minor: number) => formatMoney(minor, symbol);

  const onClaim = (id: number) => {
    if (claiming.current.has(id)) return;
    claiming.current.add(id);
    setClaimed(null);
    claim.mutate(id, {
      onSuccess: setClaimed,
      // A claimed reward is never claimed again: only a refusal lets its button send once more.
      onError: () => claiming.current.delete(id),
    });
  };
  const choose = (value: string) => {
    setTab(value as RewardTab);
    setPageNo(1);
  };

  return (
    <section className={styles.centre} aria-labelledby="rewards-title" data-testid="reward-centre">
      <h1 id="rewards-title">{t('promotions.rewards.title')}</h1>
      {claimed ? (
        <p className={styles.done} role="status" data-testid="reward-claimed">
          {t('promotions.rewards.claimed', { amount: money(claimed.reward.amount), balance: money(claimed.balance) })}
        </p>
      ) : null}
      {claim.error ? (
        <p className={styles.error} role="alert">
          {errorText(t, claim.error)}
        </p>
      ) : null}
      <Tabs.Root value={tab} onValueChange={choose}>
        <Tabs.List className={styles.tabs} aria-label={t('promotions.rewards.tabs')}>
          <Tabs.Trigger value="claimable" className={styles.tab}>
            {t('promotions.rewards.claimable')} <RewardBadge count={query.data?.claimable} />
          </Tabs.Trigger>
          <Tabs.Trigger value="history" className={styles.tab}>
            {t('promotions.rewards.history')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={tab} className={styles.panel}>
          <PagedView
            query={query}
            emptyText={tab === 'claimable' ? t('promotions.rewards.emptyClaimable') : t('promotions.rewards.emptyHistory')}
            onPage={setPageNo}
          >
            {(page) => (
              <ul className={styles.list}>
                {page.list.map((r) => (
                  <RewardCard
                    key={r.id}
                    reward={r}
                    money={money}
                    claiming={claim.isPending && claim.variables === r.id}
                    onClaim={() => onClaim(r.id)}
                  />
                ))}
              </ul>
            )}
          </PagedView>
          {query.data?.list.length === 0 && tab === 'claimable' ? (
            <Link to={promotionsPath}>{t('promotions.rewards.toPromotions')}</Link>
          ) : null}
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
