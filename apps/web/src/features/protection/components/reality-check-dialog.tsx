import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SignedMoney } from '@/components/ui/signed-money';
import { formatMoney } from '@/lib/money';
import { useRealityCheck } from '../api/reality-check';
import styles from './reality-check.module.css';

/** Milliseconds from `now` to the next whole interval of the session (the first check is one interval in). */
export function nextCheckIn(startedAt: number, everyMinutes: number, now: number): number {
  const every = everyMinutes * 60_000;
  const elapsed = Math.max(0, now - startedAt);
  return (Math.floor(elapsed / every) + 1) * every - elapsed;
}

/**
 * The reality check (player protection): while the member's interval is set, every that many
 * minutes of the session a dialog over whatever page or game is open shows how long the session has
 * lasted and its net position (wins − stakes), read fresh from the server, with continue, the
 * betting record and sign out. Mounted for a signed-in member, one per session.
 */
export function RealityCheckDialog({ onHistory, onSignOut }: { onHistory: () => void; onSignOut: () => void }) {
  const { t } = useTranslation();
  const check = useRealityCheck();
  /** When the dialog opened (ms since the epoch), or null while it is closed. */
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const open = openedAt !== null;
  const close = () => setOpenedAt(null);
  const { refetch } = check;
  const every = check.data?.intervalMinutes ?? 0;
  const startedAt = check.data ? Date.parse(check.data.sessionStartedAt) : 0;
  useEffect(() => {
    if (!every || open) return;
    const timer = setTimeout(() => void refetch().then(() => setOpenedAt(Date.now())), nextCheckIn(startedAt, every, Date.now()));
    return () => clearTimeout(timer);
  }, [every, startedAt, open, refetch]);
  const r = check.data;
  if (!r || openedAt === null) return null;
  const minutes = Math.floor(Math.max(0, openedAt - startedAt) / 60_000);
  return (
    <Dialog open onOpenChange={(o) => !o && close()} title={t('protection.realityCheck.dialogTitle')}>
      <div data-testid="reality-check">
        <p>{t('protection.realityCheck.played', { count: minutes })}</p>
        <dl className={styles.figures}>
          <dt>{t('protection.realityCheck.net')}</dt>
          <dd data-testid="reality-check-net">
            <SignedMoney minor={r.net} />
          </dd>
          <dt>{t('protection.realityCheck.stakes')}</dt>
          <dd>{formatMoney(r.stakes)}</dd>
          <dt>{t('protection.realityCheck.wins')}</dt>
          <dd>{formatMoney(r.wins)}</dd>
          <dt>{t('protection.realityCheck.rounds')}</dt>
          <dd>{r.rounds}</dd>
        </dl>
        <div className={styles.actions}>
          <Button onClick={close}>{t('protection.realityCheck.continue')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              close();
              onHistory();
            }}
          >
            {t('protection.realityCheck.history')}
          </Button>
          <Button variant="ghost" onClick={onSignOut}>
            {t('auth.logout')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
