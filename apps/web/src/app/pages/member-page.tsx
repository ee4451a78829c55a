import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMember } from '@/features/auth/api/get-member-info';
import { useReferralAvailable } from '@/features/referral/api/get-referral-available';
import { enabledFlags } from '@/lib/flags';
import { useBalance } from '@/lib/queries/balance';
import { CENTRE_GROUPS, centrePage, centrePages, centrePath, type CentreGroup, type CentreOffer } from '../member-centre';
import { useSite } from '../use-site';
import styles from './member-page.module.css';

/** /member: the personal centre, a menu of pages chosen by `?page=` (my account by default). */
export function MemberPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { token } = useMember();
  const balance = useBalance(token);
  // Pages behind a feature flag (the manual rebate) or the referral promo are offered only while it is on.
  const offers = new Set<CentreOffer>(enabledFlags(useSite().config.data?.whitelabel));
  if (useReferralAvailable().data) offers.add('REFERRAL');
  const pages = centrePages(offers);
  const inGroup = (group: CentreGroup) => pages.filter((p) => p.group === group);
  const current = centrePage(params.get('page'), pages);
  const { Component } = current;
  return (
    <div className={styles.centre}>
      <nav className={styles.menu} aria-label={t('centre.menu')} data-print="hide">
        {CENTRE_GROUPS.map((group) => (
          <div key={group} className={styles.group}>
            <h2 className={styles.groupTitle}>{t(`centre.groups.${group}`)}</h2>
            <ul>
              {inGroup(group).map((p) => (
                <li key={p.name}>
                  <Link to={centrePath(p.name)} className={styles.link} aria-current={p === current ? 'page' : undefined}>
                    {t(`centre.pages.${p.name}`)}
                    {p.Badge ? (
                      <>
                        {' '}
                        <p.Badge />
                      </>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className={styles.content}>
        <Suspense fallback={<p>{t('common.loading')}</p>}>
          <Component symbol={balance.data?.currencySymbol ?? ''} orderNo={params.get('order')} />
        </Suspense>
      </div>
    </div>
  );
}
