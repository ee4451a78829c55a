import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import type { FeatureFlag } from '@jade/contract/flags';
import { paths } from '@/config/paths';
import { useMember } from '@/features/auth/api/get-member-info';
import { enabledFlags } from '@/lib/flags';
import { loadSection } from '@/lib/i18n';
import { centrePath } from '../member-centre';
import { useModals } from '../modals';
import { useSite } from '../use-site';

// The points mall is its own chunk with its texts, loaded when a visitor opens it.
const PointMall = lazy(() => import('@/features/points/components/point-mall-page').then((m) => ({ default: m.PointMallPage })));

/** Whether the points mall shows: wait for the site config, then only while PTSYS3 is on (spec §2). */
export function pointMallGate(config: { isPending: boolean; flags: ReadonlySet<FeatureFlag> }): 'wait' | 'on' | 'off' {
  if (config.isPending) return 'wait';
  return config.flags.has('PTSYS3') ? 'on' : 'off';
}

/**
 * /pointMall (spec §1, §2): the points feature with the app's prompts — a guest's Redeem opens
 * the login popup, a trial account's the in_need_true_account prompt. With PTSYS3 off the visitor
 * is sent home.
 */
export function PointMallRoute() {
  const { token, member } = useMember();
  const { open } = useModals();
  const { config, imageHost } = useSite();
  const [texts, setTexts] = useState(false);
  const gate = pointMallGate({ isPending: config.isPending, flags: enabledFlags(config.data?.whitelabel) });
  useEffect(() => {
    if (gate === 'on') void loadSection('pointMall').then(() => setTexts(true));
  }, [gate]);
  if (gate === 'off') return <Navigate to={paths.home} replace />;
  if (gate === 'wait' || !texts) return null;
  // While the member info loads, a signed-in visitor acts as a member (the server still refuses a trial account).
  const viewer = !token ? 'guest' : member?.isTrial ? 'trial' : 'member';
  return (
    <Suspense fallback={null}>
      <PointMall
        token={token}
        viewer={viewer}
        currency={config.data?.merchant.currencySymbol ?? ''}
        imageHost={imageHost}
        securityPath={centrePath('securityCenter')}
        onNeedLogin={() => open('login')}
        onTrialBlocked={() => open('trialBlocked')}
      />
    </Suspense>
  );
}
