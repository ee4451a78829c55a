import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from 'radix-ui';
import type { MemberInfo } from '@jade/contract/auth';
import { paths } from '@/config/paths';
import { useToken } from '@/lib/session';
import { enabledFlags } from '@/lib/flags';
import { VipLabel } from '@/features/vip/components/vip-label';
import { MissionsBadge, RewardsBadge } from '../centre-badges';
import { centrePath, type CentrePageName } from '../member-centre';
import { useModals } from '../modals';
import { useSite } from '../use-site';
import styles from './account-menu.module.css';

/** Personal-centre pages offered in the menu (spec §2), my account last. */
const CENTRE_ENTRIES: CentrePageName[] = [
  'messageV2',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'rewardCenter',
  'missionLeaderboard',
  'securityCenter',
  'manualRebate',
];

/** The signed-in member's menu in the header (spec §2): the entries whose features exist, and sign-out. */
export function AccountMenu({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const modals = useModals();
  const token = useToken();
  // The manual rebate is offered only while its flag is on (spec §2).
  const flags = enabledFlags(useSite().config.data?.whitelabel);
  const entries = CENTRE_ENTRIES.filter((page) => page !== 'manualRebate' || flags.has('MANPLAYREB3'));
  // Points come after the reward centre, only while the points flag is on (spec §2).
  const points = flags.has('PTSYS3');
  return (
    <DropdownMenu.Root>
      {/* Named by what it shows (the account) after a hidden "Account menu", so the name a voice
          user speaks and the text on screen agree. */}
      <DropdownMenu.Trigger className={styles.trigger}>
        <span className="visually-hidden">{t('auth.accountMenu')} </span>
        <span className={styles.avatar} aria-hidden="true">
          {member.nickname.slice(0, 1).toUpperCase()}
        </span>
        <span className={styles.name} data-testid="header-account">
          {member.account}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={6}>
          {member.isAgent ? (
            <DropdownMenu.Item asChild className={styles.item}>
              <Link to={paths.agentHome}>{t('auth.agentCentre')}</Link>
            </DropdownMenu.Item>
          ) : null}
          {member.isTrial ? null : (
            <>
              {/* The VIP label and rank (spec §3), asked for once the menu opens; it leads to the VIP page. */}
              <DropdownMenu.Item asChild className={styles.item}>
                <Link to={centrePath('vip')} className={styles.vip}>
                  <VipLabel token={token} realMember />
                </Link>
              </DropdownMenu.Item>
              {entries.map((page) => (
                <Fragment key={page}>
                  <DropdownMenu.Item asChild className={styles.item}>
                    <Link to={centrePath(page)}>
                      {t(`centre.pages.${page}`)}
                      {page === 'rewardCenter' ? (
                        <>
                          {' '}
                          <RewardsBadge />
                        </>
                      ) : null}
                      {page === 'missionLeaderboard' ? (
                        <>
                          {' '}
                          <MissionsBadge />
                        </>
                      ) : null}
                    </Link>
                  </DropdownMenu.Item>
                  {page === 'rewardCenter' && points ? (
                    <DropdownMenu.Item asChild className={styles.item}>
                      <Link to={paths.pointMall}>{t('centre.points')}</Link>
                    </DropdownMenu.Item>
                  ) : null}
                </Fragment>
              ))}
              <DropdownMenu.Item className={styles.item} onSelect={() => modals.open('changePassword')}>
                {t('auth.changePassword')}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={styles.item} onSelect={() => modals.open('feedback')}>
                {t('footer.feedback')}
              </DropdownMenu.Item>
            </>
          )}
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.item} onSelect={() => modals.open('logout')}>
            {t('auth.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
