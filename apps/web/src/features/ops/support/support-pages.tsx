import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { opsPath } from '../shell/nav';
import { PageHead, pageHeadStyles } from '../shell/page-head';
import { FeedbackPage } from './feedback-page';
import { MessagesPage } from './messages-page';

const TABS = [
  { path: 'messages', label: 'messages', Page: MessagesPage },
  { path: 'feedback', label: 'feedback', Page: FeedbackPage },
] as const;

/** /ops-console/messages/*: the support desk — internal messages to members (one, a team, all) and the answers to their feedback. */
export function SupportPages() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('ops.support.heading')} />
      <nav className={pageHeadStyles.tabs} aria-label={t('ops.support.heading')}>
        {TABS.map((tab) => (
          <NavLink key={tab.path} to={opsPath(`messages/${tab.path}`)}>
            {t(`ops.support.tabs.${tab.label}`)}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to="messages" replace />} />
        {TABS.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
    </>
  );
}
