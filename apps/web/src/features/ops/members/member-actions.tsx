import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberProfile } from '@jade/contract/ops-members';
import { Button } from '@/components/ui/button';
import { DecisionDialog } from '../shell/decision-dialog';
import { resetSecondFactor, revokeSessions, setStatus } from './members-api';
import styles from './members.module.css';

type Action = 'disable' | 'enable' | 'revoke' | 'reset2fa';

/**
 * The account actions of support and admin, each confirmed in a dialog and audited on the server:
 * disable (with a reason: the member cannot sign in and their sessions end) or enable, end every
 * session, reset the authenticator.
 */
export function MemberActions({ profile: p, onDone }: { profile: MemberProfile; onDone: (message: string) => unknown }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Action | null>(null);
  const run = async (action: Action, reason: string) => {
    if (action === 'disable' || action === 'enable') {
      const r = await setStatus(p.username, action === 'disable' ? 'disabled' : 'active', reason);
      await onDone(
        t(action === 'disable' ? 'ops.members.done.disabled' : 'ops.members.done.enabled', { count: r.sessionsEnded }),
      );
    } else if (action === 'revoke') {
      const r = await revokeSessions(p.username);
      await onDone(t('ops.members.done.revoked', { count: r.sessionsEnded }));
    } else {
      await resetSecondFactor(p.username);
      await onDone(t('ops.members.done.reset2fa'));
    }
  };
  const statusAction: Action = p.status === 'active' ? 'disable' : 'enable';
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => setOpen(statusAction)} data-testid={`member-${statusAction}`}>
        {t(`ops.members.action.${statusAction}`)}
      </Button>
      <Button variant="secondary" onClick={() => setOpen('revoke')} data-testid="member-revoke">
        {t('ops.members.action.revoke')}
      </Button>
      <Button variant="secondary" onClick={() => setOpen('reset2fa')} disabled={!p.totpEnabled} data-testid="member-reset2fa">
        {t('ops.members.action.reset2fa')}
      </Button>
      {open ? (
        <DecisionDialog
          title={t(`ops.members.confirm.${open}`, { username: p.username })}
          action={t(`ops.members.action.${open}`)}
          remarkLabel={open === 'disable' || open === 'enable' ? t('ops.members.reason') : null}
          remarkRequired={open === 'disable' || open === 'enable'}
          onDecide={(reason) => run(open, reason)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
