import { useMember } from '@/features/auth/api/get-member-info';
import { RebatePage } from '@/features/vip/components/rebate-page';
import { VipPage } from '@/features/vip/components/vip-page';
import { enabledFlags } from '@/lib/flags';
import { centrePath, type CentrePageProps } from '../member-centre';
import { useSite } from '../use-site';

/** Personal centre "vip": the VIP page, linking to the reward centre and, while MANPLAYREB3 is on, the manual rebate. */
export function VipCentrePage({ symbol }: CentrePageProps) {
  const { token } = useMember();
  const { config } = useSite();
  const rebate = enabledFlags(config.data?.whitelabel).has('MANPLAYREB3');
  return (
    <VipPage
      token={token}
      symbol={symbol}
      rewardsPath={centrePath('rewardCenter')}
      rebatePath={rebate ? centrePath('manualRebate') : null}
    />
  );
}

/** Personal centre "manualRebate" (offered only while MANPLAYREB3 is on): today's rebate, claimed into the reward centre. */
export function RebateCentrePage({ symbol }: CentrePageProps) {
  const { token } = useMember();
  return <RebatePage token={token} symbol={symbol} rewardsPath={centrePath('rewardCenter')} />;
}
