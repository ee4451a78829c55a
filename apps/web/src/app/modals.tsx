import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MemberInfo } from '@jade/contract/auth';
import { Dialog } from '@/components/ui/dialog';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { LoginForm } from '@/features/auth/components/login-form';
import { LogoutConfirm } from '@/features/auth/components/logout-confirm';
import { RegisterForm } from '@/features/auth/components/register-form';
import { paths } from '@/config/paths';
import { session } from '@/lib/storage';

export type ModalName = 'login' | 'register' | 'logout' | 'changePassword';

type Modals = { open: (name: ModalName) => void; close: () => void; current: ModalName | null };

const ModalContext = createContext<Modals | null>(null);

export function useModals(): Modals {
  const m = useContext(ModalContext);
  if (!m) throw new Error('useModals outside ModalHost');
  return m;
}

/** Session flag that the after-login popups read (spec §4 step 4). */
export const AFTER_LOGIN_FLAG = 'afterLoginModal';

/** The one host of the app-wide modals (login, sign-out, change password, …). */
export function ModalHost({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [current, setCurrent] = useState<ModalName | null>(null);
  const [forced, setForced] = useState(false);
  const open = useCallback((name: ModalName) => setCurrent(name), []);
  const close = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => ({ open, close, current }), [open, close, current]);

  // The login sequence of spec §4 after a successful sign-in.
  const afterLogin = (member: MemberInfo) => {
    if (member.passwordExpired) {
      setForced(true);
      setCurrent('changePassword');
      return;
    }
    session.set(AFTER_LOGIN_FLAG, '1');
    setCurrent(null);
    if (window.location.pathname === paths.agent && member.isAgent) navigate(paths.agentHome);
  };

  return (
    <ModalContext.Provider value={value}>
      {children}
      <Dialog open={current === 'login'} onOpenChange={(o) => setCurrent(o ? 'login' : null)} title={t('auth.loginTitle')}>
        <LoginForm site="member" onSuccess={afterLogin} onRegister={() => setCurrent('register')} />
      </Dialog>
      <Dialog open={current === 'register'} onOpenChange={(o) => setCurrent(o ? 'register' : null)} title={t('register.title')}>
        <RegisterForm
          onLogin={() => setCurrent('login')}
          onSuccess={() => {
            session.set(AFTER_LOGIN_FLAG, '1');
            setCurrent(null);
            navigate(paths.home);
          }}
        />
      </Dialog>
      <Dialog
        open={current === 'changePassword'}
        onOpenChange={(o) => {
          if (!o) setForced(false);
          setCurrent(o ? 'changePassword' : null);
        }}
        title={t('auth.changePasswordTitle')}
        description={forced ? t('auth.passwordExpiredNotice') : undefined}
      >
        <ChangePasswordForm
          askOld={!forced}
          onSuccess={() => {
            setForced(false);
            setCurrent(null);
            navigate(paths.home);
          }}
        />
      </Dialog>
      <LogoutConfirm
        open={current === 'logout'}
        onOpenChange={(o) => setCurrent(o ? 'logout' : null)}
        onDone={() => navigate(paths.home)}
      />
    </ModalContext.Provider>
  );
}
