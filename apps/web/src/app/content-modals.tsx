import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { MemberInfo } from '@jade/contract/auth';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { isGamePage, paths } from '@/config/paths';
import { afterLoadSteps } from '@/lib/after-load';

// Each loads the first time its dialog opens; the popup host loads once the page has loaded.
const AnnouncementList = lazy(() =>
  import('@/features/announcements/components/announcement-list').then((m) => ({ default: m.AnnouncementList })),
);
const loadPopupHost = () => import('@/features/announcements/components/popup-host');
const PopupHost = lazy(() => loadPopupHost().then((m) => ({ default: m.PopupHost })));

/**
 * The popup host's code comes in after the page has loaded, a part per idle moment: the sanitizer,
 * the sanitizer's first use (its set-up), then the host itself (its answer is checked by a guard:
 * no schema library comes with it). Each is a short task of its own, where loading the host at once
 * evaluated them all in one long one. True once the host is in; a popup due shows then (a moment
 * after the load).
 */
function usePopupHostReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      afterLoadSteps(
        [
          () => import('@/components/ui/safe-html'),
          () => import('@/components/ui/safe-html').then((m) => m.purify('<p>.</p>')),
          loadPopupHost,
        ],
        () => setReady(true),
      ),
    [],
  );
  return ready;
}
const HelpCentre = lazy(() => import('@/features/help/components/help-centre').then((m) => ({ default: m.HelpCentre })));
const FeedbackForm = lazy(() =>
  import('@/features/feedback/components/feedback-form').then((m) => ({ default: m.FeedbackForm })),
);

export type ContentModalName = 'announcements' | 'notice' | 'help' | 'feedback' | 'feedbackSent';

type Props = {
  current: string | null;
  /** The notice id (notice) or the help section code (help). */
  detail: string | null;
  open: (name: 'login' | 'register' | 'trialBlocked' | ContentModalName, detail?: string | null) => void;
  close: () => void;
  member: MemberInfo | null;
  token: string | null;
  /** The after-login modal flag is set (spec §4 step 4): the member's popups are due. */
  afterLogin: boolean;
  onPopupsClosed: () => void;
};

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite">
      {t('common.loading')}
    </p>
  );
}

const Lazy = ({ children }: { children: ReactNode }) => <Suspense fallback={<Loading />}>{children}</Suspense>;

/**
 * The content modals of the modal host: the announcement list (publicModal) and its notice variant
 * (noticeModal), the help centre, feedback, and the announcement popups, which wait while any
 * other modal is open and stay away from game pages and the agent site.
 */
export function ContentModals({ current, detail, open, close, member, token, afterLogin, onPopupsClosed }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const onHelpRoute = location.pathname === paths.help;
  // A link to this site inside operator HTML: the router takes it (and /help#… opens the help modal).
  const go = (path: string) => {
    close();
    void navigate(path);
  };
  const toggle = (name: ContentModalName) => (o: boolean) => (o ? open(name, detail) : close());
  // Popups are for the player site: not over a game, nor on the agent login page or agent centre.
  const popupsAway =
    isGamePage(location.pathname) || location.pathname === paths.agent || location.pathname.startsWith(paths.agentHome);
  // The popups (and the sanitizer they show their HTML with) come once the page has loaded.
  const pageLoaded = usePopupHostReady();

  return (
    <>
      <Dialog
        open={current === 'announcements'}
        onOpenChange={toggle('announcements')}
        title={t('announcements.title')}
        size="wide"
      >
        <Lazy>
          <AnnouncementList onInternalLink={go} />
        </Lazy>
      </Dialog>
      <Dialog open={current === 'notice'} onOpenChange={toggle('notice')} title={t('announcements.noticeTitle')} size="wide">
        <Lazy>
          <AnnouncementList key={detail} noticeId={Number(detail) || null} onInternalLink={go} />
        </Lazy>
      </Dialog>
      <Dialog
        open={current === 'help'}
        onOpenChange={(o) => {
          if (o) return;
          close();
          // /help is home with the help modal over it: closing it leaves /help.
          if (onHelpRoute) void navigate(paths.home, { replace: true });
        }}
        title={t('help.title')}
        size="wide"
      >
        <Lazy>
          <HelpCentre
            section={detail}
            onSectionChange={(code) => onHelpRoute && void navigate({ hash: code }, { replace: true })}
            onInternalLink={go}
          />
        </Lazy>
      </Dialog>
      <Dialog open={current === 'feedback'} onOpenChange={toggle('feedback')} title={t('feedback.title')}>
        {!member ? (
          <>
            <p>{t('feedback.loginFirst')}</p>
            <Button onClick={() => open('login')}>{t('header.login')}</Button>
          </>
        ) : member.isTrial ? (
          <>
            <p data-testid="in-need-true-account">{t('auth.inNeedTrueAccount')}</p>
            <Button onClick={() => open('register')}>{t('auth.upgrade')}</Button>
          </>
        ) : (
          <Lazy>
            <FeedbackForm onSent={() => open('feedbackSent')} />
          </Lazy>
        )}
      </Dialog>
      <Dialog open={current === 'feedbackSent'} onOpenChange={toggle('feedbackSent')} title={t('feedback.title')}>
        <p role="status">{t('feedback.sent')}</p>
        <Button onClick={close}>{t('common.confirm')}</Button>
      </Dialog>
      {pageLoaded ? (
        <Suspense fallback={null}>
          <PopupHost
            token={token}
            blocked={current !== null || popupsAway}
            afterLogin={afterLogin}
            onClosed={onPopupsClosed}
            onInternalLink={(path) => void navigate(path)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
