import { eq } from 'drizzle-orm';
import { checkNewPassword } from '@jade/contract/passwords';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashSecret } from '../../lib/secrets';
import { accountsWritten } from './account-writes';
import { checkLoginPassword } from './members.attempts';
import { accounts } from './members.tables';

/**
 * Changes a login password. The old one is required unless `oldNotNeeded` (the server-granted
 * window right after a sign-in that forced the change); its check is counted with every other
 * login-password check of the account (`checkLoginPassword`). The caller revokes other sessions.
 * A caller that runs this inside a transaction should check the old password first, outside it
 * (`checkLoginPassword`, then `oldNotNeeded`), so that a wrong guess's attempt is not rolled back.
 */
export async function changePassword(
  db: Db,
  account: typeof accounts.$inferSelect,
  input: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string },
  opts: { oldNotNeeded: boolean },
) {
  if (!opts.oldNotNeeded) {
    if (!input.oldPassword)
      throw new AppError('VALIDATION_FAILED', 'oldPassword: required', [{ path: 'oldPassword', message: 'required' }]);
    await checkLoginPassword(db, account, input.oldPassword, 'oldPassword');
  }
  await setPassword(db, account.id, input.newPassword, input.confirmNewPassword, input.oldPassword);
}

/** Validates and stores a new password (no old-password check: reset flows prove identity otherwise). */
export async function setPassword(db: Db, accountId: number, password: string, confirm: string, old?: string) {
  const problem = checkNewPassword(password, confirm, { old });
  if (problem)
    throw new AppError('VALIDATION_FAILED', `${problem.path}: ${problem.key}`, [{ path: problem.path, message: problem.key }]);
  accountsWritten([accountId]);
  await db
    .update(accounts)
    .set({
      passwordHash: await hashSecret(password),
      passwordChangedAt: new Date(),
      passwordExpiresAt: null,
      mustChangePassword: false,
    })
    .where(eq(accounts.id, accountId));
}
