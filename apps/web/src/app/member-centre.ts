import { createElement, lazy, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import type { FeatureFlag } from '@jade/contract/flags';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { loadSection } from '@/lib/i18n';
import { MessagesBadge, MissionsBadge, RewardsBadge } from './centre-badges';
import { useModals } from './modals';

/** What every personal-centre page may use: the currency symbol and a returned gateway order. */
export type CentrePageProps = { symbol: string; orderNo: string | null };

export const CENTRE_PAGE_NAMES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'messageV2',
  'rewardCenter',
  'vip',
  'manualRebate',
  'referral',
  'missionLeaderboard',
] as const;
export type CentrePageName = (typeof CENTRE_PAGE_NAMES)[number];

export type CentreGroup = 'account' | 'funds' | 'records';
export type CentrePage = {
  name: CentrePageName;
  group: CentreGroup;
  Component: ComponentType<CentrePageProps>;
  /** A red count beside the menu entry (spec §2), shown when above 0. */
  Badge?: ComponentType;
  /**
   * The feature flag the page needs (spec §3), or REFERRAL (the available promo REFERRAL.enabled):
   * without it the page is neither listed nor opened.
   */
  flag?: CentreOffer;
};
/** What the merchant offers that pages depend on: feature flags and the referral promo. */
export type CentreOffer = FeatureFlag | 'REFERRAL';

// Every page is its own chunk (the header's account menu imports this file for its paths).
const RealityCheckSetting = lazy(() =>
  import('@/features/protection/components/reality-check-setting').then((m) => ({ default: m.RealityCheckSetting })),
);
const LimitsSetting = lazy(() =>
  import('@/features/protection/components/limits-setting').then((m) => ({ default: m.LimitsSetting })),
);
const ExclusionSetting = lazy(() =>
  import('@/features/protection/components/exclusion-setting').then((m) => ({ default: m.ExclusionSetting })),
);
const SecurityCenter = lazy(() =>
  import('@/features/auth/components/security-center').then((m) => ({ default: m.SecurityCenter })),
);

/**
 * My account opens the change-password modal of the app-wide modal host; a break or
 * self-exclusion, once taken, signs this tab out (the server ended every session) and goes home.
 */
function SecurityCentrePage() {
  const { open } = useModals();
  const logout = useLogout();
  const navigate = useNavigate();
  return createElement(
    SecurityCenter,
    { onChangePassword: () => open('changePassword') },
    createElement(RealityCheckSetting),
    createElement(LimitsSetting),
    createElement(ExclusionSetting, {
      // Home first: a member page losing its session would open the login popup.
      onDone: () => {
        navigate(paths.home);
        logout.mutate();
      },
    }),
  );
}

const DepositPage = lazy(() => import('@/features/payments/components/deposit-page').then((m) => ({ default: m.DepositPage })));
const WithdrawPage = lazy(() =>
  import('@/features/payments/components/withdraw-page').then((m) => ({ default: m.WithdrawPage })),
);
const TransferFundPage = lazy(() =>
  import('@/features/payments/components/transfer-fund-page').then((m) => ({ default: m.TransferFundPage })),
);
const TransferUplinePage = lazy(() =>
  import('@/features/payments/components/transfer-upline-page').then((m) => ({ default: m.TransferUplinePage })),
);
const BetHistory = lazy(() => import('@/features/records/components/bet-history').then((m) => ({ default: m.BetHistory })));
const TransactionHistory = lazy(() =>
  import('@/features/records/components/transaction-history').then((m) => ({ default: m.TransactionHistory })),
);
const PersonalProfit = lazy(() =>
  import('@/features/records/components/personal-profit').then((m) => ({ default: m.PersonalProfit })),
);
const MessageCentre = lazy(() =>
  import('@/features/messages/components/message-centre').then((m) => ({ default: m.MessageCentre })),
);
// The reward centre comes with its texts (the promotions section).
const RewardCentre = lazy(() =>
  Promise.all([import('@/features/promotions/components/reward-centre'), loadSection('promotions')]).then(([m]) => ({
    default: ({ symbol }: CentrePageProps) => createElement(m.RewardCentre, { symbol, promotionsPath: paths.promotions }),
  })),
);
// The VIP and manual rebate pages come with their texts (the vip section).
const VipPage = lazy(() =>
  Promise.all([import('./pages/vip-pages'), loadSection('vip')]).then(([m]) => ({ default: m.VipCentrePage })),
);
const RebatePage = lazy(() =>
  Promise.all([import('./pages/vip-pages'), loadSection('vip')]).then(([m]) => ({ default: m.RebateCentrePage })),
);
// Invite friends comes with its texts (the referral section).
const ReferralPage = lazy(() =>
  Promise.all([import('@/features/referral/components/referral-page'), loadSection('referral')]).then(([m]) => ({
    default: ({ symbol }: CentrePageProps) => createElement(m.ReferralPage, { symbol, rewardsPath: centrePath('rewardCenter') }),
  })),
);
// Missions and their leaderboard come with their texts (the missions section).
const MissionsPage = lazy(() =>
  Promise.all([import('@/features/missions/components/missions-page'), loadSection('missions')]).then(([m]) => ({
    default: ({ symbol }: CentrePageProps) => createElement(m.MissionsPage, { symbol }),
  })),
);
const BonusDetails = lazy(() => import('@/features/records/components/bonus-details').then((m) => ({ default: m.BonusDetails })));

/**
 * The personal centre (/member?page=…, spec page names): one list that both the menu and the
 * content map over, so a page is added in one place. The first entry is the default page.
 */
export const CENTRE_PAGES: readonly CentrePage[] = [
  { name: 'securityCenter', group: 'account', Component: SecurityCentrePage },
  { name: 'messageV2', group: 'account', Component: MessageCentre, Badge: MessagesBadge },
  { name: 'rewardCenter', group: 'account', Component: RewardCentre, Badge: RewardsBadge },
  { name: 'vip', group: 'account', Component: VipPage },
  { name: 'manualRebate', group: 'account', Component: RebatePage, flag: 'MANPLAYREB3' },
  { name: 'referral', group: 'account', Component: ReferralPage, flag: 'REFERRAL' },
  { name: 'missionLeaderboard', group: 'account', Component: MissionsPage, Badge: MissionsBadge },
  { name: 'depositv2', group: 'funds', Component: DepositPage },
  { name: 'withdraw', group: 'funds', Component: WithdrawPage },
  { name: 'transferFund', group: 'funds', Component: TransferFundPage },
  { name: 'transferUpline', group: 'funds', Component: TransferUplinePage },
  { name: 'personalHistoryCopy', group: 'records', Component: BetHistory },
  { name: 'transactionHistory', group: 'records', Component: TransactionHistory },
  { name: 'personalProfit', group: 'records', Component: PersonalProfit },
  { name: 'bonusDetails', group: 'records', Component: BonusDetails },
];

export const CENTRE_GROUPS: readonly CentreGroup[] = ['account', 'funds', 'records'];

/** The pages the merchant's feature flags offer (a page without a flag always). */
export function centrePages(flags: ReadonlySet<CentreOffer>): CentrePage[] {
  return CENTRE_PAGES.filter((p) => !p.flag || flags.has(p.flag));
}

/** The page named by `?page=` among those offered, else the default (my account). */
export function centrePage(name: string | null, pages: readonly CentrePage[] = CENTRE_PAGES): CentrePage {
  return pages.find((p) => p.name === name) ?? CENTRE_PAGES[0]!;
}

/** The address of a personal-centre page. */
export function centrePath(name: CentrePageName): string {
  return `${paths.member}?page=${name}`;
}
