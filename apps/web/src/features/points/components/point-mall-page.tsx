import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';
import { QueryState } from '@/components/ui/query-state';
import { formatMoney } from '@/lib/money';
import { usePointBalance } from '../api/get-point-balance';
import { usePointConfig } from '../api/get-point-config';
import { usePointItems } from '../api/get-point-items';
import type { Viewer } from '../point-rules';
import { ConvertForm } from './convert-form';
import { PointItemCard } from './point-item-card';
import { PointMovements } from './point-movements';
import { PointRulesPanel } from './point-rules-panel';
import { PointsBalance } from './points-balance';
import { RedeemDialog } from './redeem-dialog';
import { RedeemHistory } from './redeem-history';
import styles from './points.module.css';

type Props = {
  token: string | null;
  viewer: Viewer;
  currency: string;
  imageHost: string;
  /** My account, where a payment password is set. */
  securityPath: string;
  onNeedLogin: () => void;
  onTrialBlocked: () => void;
};

const MEMBER_TABS = ['mall', 'convert', 'details', 'history', 'rules'] as const;
const VISITOR_TABS = ['mall', 'rules'] as const;
type Tab = (typeof MEMBER_TABS)[number];

/**
 * /pointMall (spec §1, §2; PTSYS3): the member's points, the mall's items with a redeem dialog,
 * converting points to money, the points details, the redeem history, and the rules with the
 * exchange-rate table; the section is kept in `?tab=`. Guests browse the items and the rules and
 * are asked to log in to redeem; a trial account gets the real-account prompt.
 */
export function PointMallPage({ token, viewer, currency, imageHost, securityPath, onNeedLogin, onTrialBlocked }: Props) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<number | null>(null);
  const member = viewer === 'member';
  const items = usePointItems(i18n.language, token);
  const balance = usePointBalance(token, member);
  const config = usePointConfig(i18n.language);
  const money = (minor: number) => formatMoney(minor, currency);
  const tabs: readonly Tab[] = member ? MEMBER_TABS : VISITOR_TABS;
  const asked = params.get('tab');
  const tab: Tab = tabs.find((x) => x === asked) ?? 'mall';
  const list = items.data ?? [];
  const points = member ? balance.data : undefined;

  const choose = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'mall') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  const redeem = (id: number) => {
    if (viewer === 'guest') onNeedLogin();
    else if (viewer === 'trial') onTrialBlocked();
    else setChosen(id);
  };

  return (
    <div className={styles.page} data-testid="point-mall-page">
      <h1>{t('pointMall.title')}</h1>
      <PointsBalance viewer={viewer} balance={balance} onNeedLogin={onNeedLogin} />
      <Tabs.Root value={tab} onValueChange={choose}>
        <Tabs.List className={styles.tabs} aria-label={t('pointMall.tabs.label')}>
          {tabs.map((x) => (
            <Tabs.Trigger key={x} value={x} className={styles.tab}>
              {t(`pointMall.tabs.${x}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="mall" className={styles.panel}>
          <QueryState query={items} empty={list.length === 0} emptyText={t('pointMall.items.empty')}>
            <ul className={styles.grid}>
              {list.map((item) => (
                <PointItemCard
                  key={item.id}
                  item={item}
                  viewer={viewer}
                  points={points}
                  imageHost={imageHost}
                  money={money}
                  onRedeem={() => redeem(item.id)}
                />
              ))}
            </ul>
          </QueryState>
        </Tabs.Content>
        {member ? (
          <>
            <Tabs.Content value="convert" className={styles.panel}>
              <QueryState query={config.isError ? config : balance} empty={false} emptyText="">
                {config.data && balance.data !== undefined ? (
                  <ConvertForm
                    tiers={config.data.exchange}
                    points={balance.data}
                    money={money}
                    securityPath={securityPath}
                    onTrialBlocked={onTrialBlocked}
                  />
                ) : null}
              </QueryState>
            </Tabs.Content>
            <Tabs.Content value="details" className={styles.panel}>
              <PointMovements />
            </Tabs.Content>
            <Tabs.Content value="history" className={styles.panel}>
              <RedeemHistory money={money} />
            </Tabs.Content>
          </>
        ) : null}
        <Tabs.Content value="rules" className={styles.panel}>
          <PointRulesPanel money={money} />
        </Tabs.Content>
      </Tabs.Root>
      <RedeemDialog
        item={list.find((i) => i.id === chosen) ?? null}
        points={points ?? 0}
        money={money}
        securityPath={securityPath}
        onTrialBlocked={onTrialBlocked}
        onClose={() => setChosen(null)}
      />
    </div>
  );
}
