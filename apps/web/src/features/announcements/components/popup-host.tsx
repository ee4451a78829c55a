import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { NativeDialog } from '@/components/ui/native-dialog';
import { SafeHtml } from '@/components/ui/safe-html';
import { session } from '@/lib/storage';
import { useAnnouncementContent } from '../api/get-announcement-content';
import { POPUP_CLOSED, POPUP_FLAG, popupsDue } from './popup-rules';
import styles from './announcements.module.css';

type Props = {
  /** The session token, or null for a guest: the server answers the popups of that audience. */
  token: string | null;
  /** Another modal is open (or the page is a game): the popups wait. */
  blocked: boolean;
  /** The visitor has just signed in (the after-login modal flag). */
  afterLogin: boolean;
  /** The popups were closed: the after-login flag is spent. */
  onClosed: () => void;
  onInternalLink: (path: string) => void;
};

/**
 * The announcement popup (spec §2, §4): the popups of the visitor's audience — B for guests, A
 * (and F on a first sign-in) for members — one after another, once per session unless closed.
 */
export function PopupHost({ token, blocked, afterLogin, onClosed, onInternalLink }: Props) {
  const { t, i18n } = useTranslation();
  const content = useAnnouncementContent(i18n.language, token);
  const audience = token ?? 'guest';
  // Which audience's popups were closed on this page (the session flag covers reloads).
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const [index, setIndex] = useState(0);
  // The answer's popups render as a transition (React builds the dialog and its cleaned HTML in
  // a task of their own, after the answer's own).
  const popups = useDeferredValue(content.data)?.popup ?? [];
  const due = popupsDue({ signedIn: token !== null, afterLogin, flag: session.get(POPUP_FLAG) });
  if (blocked || !due || closedFor === audience || popups.length === 0) return null;

  const at = Math.min(index, popups.length - 1);
  const popup = popups[at]!;
  const close = () => {
    session.set(POPUP_FLAG, POPUP_CLOSED);
    setClosedFor(audience);
    setIndex(0);
    onClosed();
  };
  const last = at === popups.length - 1;
  return (
    <NativeDialog onClose={close} title={popup.title}>
      <div className={styles.popup} data-testid="announcement-popup">
        <SafeHtml
          html={popup.content}
          onInternalLink={(path) => {
            close();
            onInternalLink(path);
          }}
        />
        <div className={styles.popupActions}>
          {popups.length > 1 ? (
            <span className={styles.counter}>{t('announcements.popupCount', { current: at + 1, total: popups.length })}</span>
          ) : null}
          {last ? (
            <Button onClick={close}>{t('common.close')}</Button>
          ) : (
            <Button onClick={() => setIndex(at + 1)}>{t('announcements.next')}</Button>
          )}
        </div>
      </div>
    </NativeDialog>
  );
}
