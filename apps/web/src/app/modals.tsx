import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MemberInfo } from '@jade/contract/auth';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LogoutConfirm } from '@/features/auth/components/logout-confirm';
import { useMember } from '@/features/auth/api/get-member-info';
import { REMEMBER_NEEDS_PASSWORD } from '@/features/auth/api/restore-session';
import { GamesProvider } from '@/features/games/components/games-provider';
import { paths } from '@/config/paths';
import { enabledFlags } from '@/lib/flags';
import { session } from '@/lib/storage';
import { ContentModals, type ContentModalName } from './content-modals';
import { useSite } from './use-site';

// The agent contract modal (spec §4: pending offers after sign-in, AGENTPOLICY3, non-trial agents).
const ContractPrompt = lazy(() =>
  import('@/features/agent/components/contract-prompt').then((m) => ({ default: m.ContractPrompt })),
);

// The forms load when a dialog first opens: visitors who only browse never download them.
const LoginPanel = lazy(() => import('@/features/auth/components/login-panel').then((m) => ({ default: m.LoginPanel })));
const RegisterForm = lazy(() => import('@/features/auth/components/register-form').then((m) => ({ default: m.RegisterForm })));
const ForgotPasswordForm = lazy(() =>
  import('@/features/auth/components/forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);
const ChangePasswordForm = lazy(() =>
  import('@/features/auth/components/change-password-form').then((m) => ({ default: m.ChangePasswordForm })),
);
const PasswordChangeRequired = lazy(() =>
  import('@/features/auth/components/password-change-required').then((m) => ({ default: m.PasswordChangeRequired })),
);

/** What a dialog shows while its form loads. */
function FormLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite">
      {t('common.loading')}
    </p>
  );
}

export type ModalName =
  'login' | 'register' | 'forgot' | 'resetLinkSent' | 'logout' | 'changePassword' | 'trialBlocked' | ContentModalName;

type Modals = {
  /** Opens a modal; `detail` is the notice id (notice) or the help section (help). */
  open: (name: ModalName, detail?: string | null) => void;
  close: () => void;
  current: ModalName | null;
  /** The login sequence of spec §4 after any successful sign-in (also used by the agent page). */
  afterLogin: (member: MemberInfo, opts?: { agentPage?: boolean }) => void;
};

const ModalContext = createContext<Modals | null>(null);

export function useModals(): Modals {
  const m = useContext(ModalContext);
  if (!m) throw new Error('useModals outside ModalHost');
  return m;
}

/** Session flag that the after-login popups read (spec §4 step 4). */
export const AFTER_LOGIN_FLAG = 'afterLoginModal';

/**
 * The one host of the app-wide modals: login, register, forgot, change password, sign-out, trial,
 * and the content modals (announcements, notice, help, feedback, the announcement popups).
 */
export function ModalHost({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { config, imageHost } = useSite();
  const flags = enabledFlags(config.data?.whitelabel);
  const [current, setCurrent] = useState<ModalName | null>(null);
  const [detail, setDetail] = useState<string | null>(null);
  // The remembered browser was asked for the password and a one-time code (a new address).
  const [passwordNeeded, setPasswordNeeded] = useState(false);
  const open = useCallback(
    (name: ModalName, d: string | null = null) => {
      setDetail(d);
      setCurrent(name);
    },
    [setCurrent, setDetail],
  );
  const close = useCallback(() => setCurrent(null), [setCurrent]);

  const afterLogin = useCallback(
    (member: MemberInfo, opts: { agentPage?: boolean } = {}) => {
      setPasswordNeeded(false);
      // The session must change its password first: the dialog below opens from the member info.
      if (member.passwordExpired) {
        setCurrent(null);
        return;
      }
      session.set(AFTER_LOGIN_FLAG, '1');
      setCurrent(null);
      if (opts.agentPage) navigate(paths.agentHome);
    },
    [navigate, setCurrent],
  );
  const value = useMemo(() => ({ open, close, current, afterLogin }), [open, close, current, afterLogin]);
  const { member, token } = useMember();
  const mustChangePassword = member?.passwordExpired === true;
  useEffect(() => {
    const ask = () => {
      if (session.get(REMEMBER_NEEDS_PASSWORD) !== '1') return;
      session.set(REMEMBER_NEEDS_PASSWORD, '');
      setPasswordNeeded(true);
      setCurrent('login');
    };
    ask();
    window.addEventListener(REMEMBER_NEEDS_PASSWORD, ask);
    return () => window.removeEventListener(REMEMBER_NEEDS_PASSWORD, ask);
  }, [setCurrent]);
  const openLogin = useCallback(() => setCurrent('login'), [setCurrent]);
  const openTrialBlocked = useCallback(() => setCurrent('trialBlocked'), [setCurrent]);
  const toggle = (name: ModalName) => (o: boolean) => setCurrent(o ? name : null);

  return (
    <ModalContext.Provider value={value}>
      {/* The games feature's launch dialogs and prompts (game popup, maintenance, popup blocked). */}
      <GamesProvider
        imageHost={imageHost}
        currencySymbol={config.data?.merchant.currencySymbol ?? ''}
        isTrial={member?.isTrial ?? false}
        onNeedLogin={openLogin}
        onTrialBlocked={openTrialBlocked}
      >
        {children}
      </GamesProvider>
      <Dialog
        open={current === 'login'}
        onOpenChange={(o) => {
          if (!o) setPasswordNeeded(false);
          setCurrent(o ? 'login' : null);
        }}
        title={t('auth.loginTitle')}
        description={passwordNeeded ? t('auth.rememberNeedsPassword') : undefined}
      >
        <Suspense fallback={<FormLoading />}>
          <LoginPanel
            site="member"
            smsLogin={flags.has('MOBILEVERCODELOGIN3')}
            freePlay={flags.has('FREEPLAY3')}
            onSuccess={(m) => afterLogin(m)}
            onRegister={() => setCurrent('register')}
            onForgot={() => setCurrent('forgot')}
          />
        </Suspense>
      </Dialog>
      <Dialog open={current === 'register'} onOpenChange={toggle('register')} title={t('register.title')}>
        <Suspense fallback={<FormLoading />}>
          <RegisterForm
            onLogin={() => setCurrent('login')}
            onSuccess={() => {
              session.set(AFTER_LOGIN_FLAG, '1');
              setCurrent(null);
              navigate(paths.home);
            }}
          />
        </Suspense>
      </Dialog>
      <Dialog open={current === 'forgot'} onOpenChange={toggle('forgot')} title={t('forgot.title')}>
        <Suspense fallback={<FormLoading />}>
          <ForgotPasswordForm
            mobileFirst={config.data?.register.mobile ?? true}
            onEmailSent={() => setCurrent('resetLinkSent')}
            onMobileDone={() => {
              setCurrent(null);
              navigate(paths.home);
            }}
          />
        </Suspense>
      </Dialog>
      <Dialog open={current === 'resetLinkSent'} onOpenChange={toggle('resetLinkSent')} title={t('auth.promptTitle')}>
        <p role="status">{t('forgot.beenOut')}</p>
        <Button onClick={close}>{t('common.confirm')}</Button>
      </Dialog>
      <Dialog
        open={current === 'changePassword' && !mustChangePassword}
        onOpenChange={toggle('changePassword')}
        title={t('auth.changePasswordTitle')}
      >
        <Suspense fallback={<FormLoading />}>
          <ChangePasswordForm
            askOld
            onSuccess={() => {
              setCurrent(null);
              navigate(paths.home);
            }}
          />
        </Suspense>
      </Dialog>
      {mustChangePassword ? (
        <Suspense fallback={null}>
          <PasswordChangeRequired
            key={token}
            // The member stays where they signed in (an agent on the agent centre, not the player home).
            onChanged={() => setCurrent(null)}
            onSignedOut={() => navigate(paths.home)}
          />
        </Suspense>
      ) : null}
      <Dialog open={current === 'trialBlocked'} onOpenChange={toggle('trialBlocked')} title={t('auth.promptTitle')}>
        <p data-testid="in-need-true-account">{t('auth.inNeedTrueAccount')}</p>
        <Button onClick={() => setCurrent('register')}>{t('auth.upgrade')}</Button>
      </Dialog>
      <ContentModals
        current={current}
        detail={detail}
        open={open}
        close={close}
        member={member ?? null}
        token={token}
        afterLogin={session.get(AFTER_LOGIN_FLAG) === '1'}
        onPopupsClosed={() => session.set(AFTER_LOGIN_FLAG, '')}
      />
      {member?.isAgent && !member.isTrial && !mustChangePassword && flags.has('AGENTPOLICY3') && current === null ? (
        <Suspense fallback={null}>
          <ContractPrompt key={member.id} />
        </Suspense>
      ) : null}
      <LogoutConfirm open={current === 'logout'} onOpenChange={toggle('logout')} onDone={() => navigate(paths.home)} />
    </ModalContext.Provider>
  );
}
