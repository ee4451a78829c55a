import { lazy, Suspense, useEffect, useState } from 'react';
import { useMember } from '@/features/auth/api/get-member-info';
import { paths } from '@/config/paths';
import { loadSection } from '@/lib/i18n';
import { centrePath } from '../member-centre';
import { useModals } from '../modals';
import { useSite } from '../use-site';

// The promotions page is its own chunk with its texts, loaded when a visitor opens it.
const Promotions = lazy(() =>
  import('@/features/promotions/components/promotions-page').then((m) => ({ default: m.PromotionsPage })),
);

/**
 * /promotions (spec §2): the promotions feature with the app's prompts — a guest's action opens
 * the login popup (a newbie reward's, the register popup), a trial account's the
 * in_need_true_account prompt.
 */
export function PromotionsPage() {
  const { token, member } = useMember();
  const { open } = useModals();
  const { config, imageHost } = useSite();
  const [texts, setTexts] = useState(false);
  useEffect(() => {
    void loadSection('promotions').then(() => setTexts(true));
  }, []);
  if (!texts) return null;
  // While the member info loads, a signed-in visitor acts as a member (the server still refuses a trial account).
  const viewer = !token ? 'guest' : member?.isTrial ? 'trial' : 'member';
  return (
    <Suspense fallback={null}>
      <Promotions
        token={token}
        viewer={viewer}
        currency={config.data?.merchant.currencySymbol ?? ''}
        imageHost={imageHost}
        rewardsPath={centrePath('rewardCenter')}
        securityPath={centrePath('securityCenter')}
        depositPath={centrePath('depositv2')}
        appPath={paths.appDownload}
        onNeedLogin={() => open('login')}
        onNeedRegister={() => open('register')}
        onTrialBlocked={() => open('trialBlocked')}
      />
    </Suspense>
  );
}
