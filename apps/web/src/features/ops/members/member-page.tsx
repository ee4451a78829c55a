import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Route, Routes, useParams } from 'react-router';
import type { MemberProfile } from '@jade/contract/ops-members';
import { buttonClass } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useOpsSession } from '../api/ops-api';
import { opsPath } from '../shell/nav';
import { PageHead, pageHeadStyles } from '../shell/page-head';
import { MemberActions } from './member-actions';
import { BetsTab, BonusesTab, LedgerTab } from './member-money';
import { LimitsTab, NotesTab, SessionsTab, SignInsTab } from './member-tabs';
import { memberKey, memberProfile, MEMBERS_ROOT } from './members-api';
import styles from './members.module.css';

const TABS = ['ledger', 'bets', 'sessions', 'signIns', 'notes', 'bonuses', 'limits'] as const;
/** A tab's address: absolute, so it does not depend on how a splat route resolves relative links. */
const tabPath = (username: string, tab: (typeof TABS)[number]) =>
  `${MEMBERS_ROOT}/${encodeURIComponent(username)}${tab === 'ledger' ? '' : `/${tab === 'signIns' ? 'sign-ins' : tab}`}`;

/** A member's page: profile and balances, the account actions, and the records in tabs (each its own address). */
export function MemberPage() {
  const { t } = useTranslation();
  const username = useParams().username ?? '';
  const profile = useQuery({ queryKey: memberKey(username, 'profile'), queryFn: () => memberProfile(username) });
  return (
    <>
      <p>
        <Link to={MEMBERS_ROOT}>{t('ops.members.back')}</Link>
      </p>
      <QueryState query={profile} empty={false} emptyText="">
        {profile.data ? <MemberView profile={profile.data} /> : null}
      </QueryState>
    </>
  );
}

function MemberView({ profile: p }: { profile: MemberProfile }) {
  const { t, i18n } = useTranslation();
  const me = useOpsSession().data;
  const queryClient = useQueryClient();
  const [done, setDone] = useState('');
  const canAct = me?.role === 'admin' || me?.role === 'support';
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  const yes = (b: boolean) => t(b ? 'ops.members.yes' : 'ops.members.no');
  const mobile = p.mobile ? `${p.countryDialingCode ?? ''} ${p.mobile}`.trim() : '—';
  const facts: [string, string][] = [
    [t('ops.members.type'), t(`ops.members.kind.${p.kind}`)],
    [t('ops.shell.common.status'), t(`ops.members.status.${p.status}`)],
    [t('ops.members.balance'), formatMoney(p.balance)],
    [t('ops.members.lockedBonus'), formatMoney(p.lockedBonus)],
    [t('ops.members.nickname'), p.nickname || '—'],
    [t('ops.members.realName'), p.realName ?? '—'],
    [
      t('ops.members.mobile'),
      p.mobile ? `${mobile} (${t(p.mobileVerified ? 'ops.members.verified' : 'ops.members.unverified')})` : '—',
    ],
    [
      t('ops.members.email'),
      p.email ? `${p.email} (${t(p.emailVerified ? 'ops.members.verified' : 'ops.members.unverified')})` : '—',
    ],
    [t('ops.members.birthday'), p.birthday ?? '—'],
    [t('ops.members.upline'), p.upline ?? '—'],
    [t('ops.members.registered'), when(p.createdAt)],
    [t('ops.members.registerIp'), p.registerIp ?? '—'],
    [t('ops.members.lastSignIn'), when(p.lastLoginAt)],
    [t('ops.members.authenticator'), yes(p.totpEnabled)],
  ];
  const refresh = (message: string) => {
    setDone(message);
    return queryClient.invalidateQueries({ queryKey: ['ops', 'members'] });
  };
  return (
    <>
      <PageHead title={p.username}>
        {me?.role === 'admin' || me?.role === 'finance' ? (
          <Link className={buttonClass('secondary')} to={`${opsPath('finance')}/adjust?member=${encodeURIComponent(p.username)}`}>
            {t('ops.members.adjust')}
          </Link>
        ) : null}
      </PageHead>
      <dl className={styles.facts} data-testid="member-profile">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {canAct ? <MemberActions profile={p} onDone={refresh} /> : null}
      {done ? (
        <p role="status" data-testid="member-action-done">
          {done}
        </p>
      ) : null}
      <nav className={pageHeadStyles.tabs} aria-label={t('ops.members.records')}>
        {TABS.map((tab) => (
          <NavLink key={tab} to={tabPath(p.username, tab)} end>
            {t(`ops.members.tab.${tab}`)}
          </NavLink>
        ))}
      </nav>
      <div className={styles.section}>
        <Routes>
          <Route index element={<LedgerTab username={p.username} />} />
          <Route path="bets" element={<BetsTab username={p.username} />} />
          <Route path="sessions" element={<SessionsTab username={p.username} />} />
          <Route path="sign-ins" element={<SignInsTab username={p.username} />} />
          <Route path="notes" element={<NotesTab username={p.username} canWrite={canAct} />} />
          <Route path="bonuses" element={<BonusesTab username={p.username} />} />
          <Route path="limits" element={<LimitsTab username={p.username} />} />
        </Routes>
      </div>
    </>
  );
}
