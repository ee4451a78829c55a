import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from 'radix-ui';
import type { MissionClaimResult } from '@jade/contract/missions';
import { QueryState } from '@/components/ui/query-state';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { useClaimMission } from '../api/claim-mission';
import { useMissions } from '../api/get-missions';
import { MissionBadge } from './mission-badge';
import { MissionCard } from './mission-card';
import { MissionLeaderboard } from './mission-leaderboard';
import styles from './missions.module.css';

type Tab = 'missions' | 'leaderboard';

/**
 * Personal centre missionLeaderboard: the missions of the day and week with the member's progress
 * (claimed with one press, sent once however often it is pressed: the money goes through the reward
 * centre into the wallet), and the weekly leaderboard of mission points.
 */
export function MissionsPage({ symbol }: { symbol: string }) {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<Tab>('missions');
  const [claimed, setClaimed] = useState<MissionClaimResult | null>(null);
  const query = useMissions(i18n.language);
  const claim = useClaimMission();
  const claiming = useRef(new Set<number>());
  const money = (minor: number) => formatMoney(minor, symbol);
  const complete = query.data?.list.filter((m) => m.state === 'COMPLETE').length;

  const onClaim = (id: number) => {
    if (claiming.current.has(id)) return;
    claiming.current.add(id);
    setClaimed(null);
    claim.mutate(id, {
      onSuccess: setClaimed,
      // A claimed mission is never claimed again: only a refusal lets its button send once more.
      onError: () => claiming.current.delete(id),
    });
  };

  return (
    <section className={styles.page} aria-labelledby="missions-title" data-testid="missions-page">
      <h1 id="missions-title">{t('missions.title')}</h1>
      {claimed ? (
        <p className={styles.done} role="status" data-testid="mission-claimed">
          {t('missions.claimed', { amount: money(claimed.reward), points: claimed.points, balance: money(claimed.balance) })}
        </p>
      ) : null}
      {claim.error ? (
        <p className={styles.error} role="alert">
          {errorText(t, claim.error)}
        </p>
      ) : null}
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <Tabs.List className={styles.tabs} aria-label={t('missions.tabs')}>
          <Tabs.Trigger value="missions" className={styles.tab}>
            {t('missions.missionsTab')} <MissionBadge count={complete} />
          </Tabs.Trigger>
          <Tabs.Trigger value="leaderboard" className={styles.tab}>
            {t('missions.leaderboardTab')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="missions" className={styles.panel}>
          <QueryState query={query} empty={query.data?.list.length === 0} emptyText={t('missions.empty')}>
            <p className={styles.muted} data-testid="week-points">
              {t('missions.weekPoints', { points: query.data?.weekPoints ?? 0 })}
            </p>
            <ul className={styles.list}>
              {query.data?.list.map((m) => (
                <MissionCard
                  key={m.id}
                  mission={m}
                  money={money}
                  claiming={claim.isPending && claim.variables === m.id}
                  onClaim={() => onClaim(m.id)}
                />
              ))}
            </ul>
          </QueryState>
        </Tabs.Content>
        <Tabs.Content value="leaderboard" className={styles.panel}>
          <MissionLeaderboard />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
