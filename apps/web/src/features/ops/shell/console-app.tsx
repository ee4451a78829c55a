import { Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Link, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { useOpsSession, type OpsMe } from '../api/ops-api';
import { ConsoleLayout } from './console-layout';
import { mayOpen, OPS_PAGES, OPS_ROOT, type OpsPage } from './nav';
import { SignInPage } from './sign-in-page';
import styles from './console.module.css';

/** Each menu entry's page (app/pages/ops-console-page.tsx composes them, each its own chunk). */
export type OpsPages = Record<OpsPage['label'], LazyExoticComponent<ComponentType>>;

/**
 * The operator console at /ops-console (issue 20): its own lazy route tree and chunks, never loaded
 * by the player site. Signed out it is the sign-in; signed in, the frame with the pages the
 * operator's role opens — another page's address says the role does not open it.
 */
export function OpsConsoleApp({ pages, onReady }: { pages: OpsPages; onReady: () => void }) {
  const { t } = useTranslation();
  const session = useOpsSession();
  useEffect(() => {
    document.title = t('ops.shell.title');
    if (!session.isPending) onReady();
  }, [session.isPending, t, onReady]);
  if (session.isPending || session.isError)
    return (
      <main className={styles.signInPage}>
        <QueryState query={session} empty={false} emptyText="">
          {null}
        </QueryState>
      </main>
    );
  if (!session.data) return <SignInPage />;
  return <Console me={session.data} pages={pages} />;
}

function Console({ me, pages }: { me: OpsMe; pages: OpsPages }) {
  const { t } = useTranslation();
  return (
    <ConsoleLayout me={me}>
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        <Routes>
          {OPS_PAGES.map((p) => {
            const Page = pages[p.label];
            const element = mayOpen(me.role, p) ? <Page /> : <Refused text={t('ops.shell.forbidden')} />;
            return p.path === '' ? (
              <Route key={p.label} index element={element} />
            ) : (
              <Route key={p.label} path={`${p.path}/*`} element={element} />
            );
          })}
          <Route path="*" element={<Refused text={t('ops.shell.notFound')} />} />
        </Routes>
      </Suspense>
    </ConsoleLayout>
  );
}

function Refused({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.refused} data-testid="ops-refused">
      <h1>{text}</h1>
      <Link to={OPS_ROOT}>{t('ops.shell.backToDashboard')}</Link>
    </section>
  );
}
