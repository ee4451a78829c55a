import type { Db } from '../../db/client';
import * as notify from '../notify/notify.service';
import type { accounts } from './members.tables';

type Account = typeof accounts.$inferSelect;
/** What changed: a contact (e-mail, mobile), the authenticator app or the payment password. */
export type SecurityChange = notify.SecurityChange;

/** The verified contacts of an account as they are now (before the change being told). */
export function verifiedContacts(account: Account): Pick<notify.Notification, 'channel' | 'recipient'>[] {
  const contacts: Pick<notify.Notification, 'channel' | 'recipient'>[] = [];
  if (account.emailVerified && account.email) contacts.push({ channel: 'email', recipient: account.email });
  if (account.mobileVerified && account.mobile)
    contacts.push({ channel: 'sms', recipient: `${account.countryDialingCode ?? ''}${account.mobile}` });
  return contacts;
}

/**
 * Tells the account's existing verified contacts that a security setting changed, so a member
 * whose session was stolen hears of a takeover attempt on a channel the thief does not hold.
 * `account` is the row before the change; `except` skips the address just bound (it proved itself).
 * Run it in the change's transaction: the change and its notice are recorded together.
 */
export async function noticeSecurityChange(
  db: Db,
  notifier: notify.Notifier,
  account: Account,
  change: { kind: SecurityChange; lang: string; brand: string; except?: string | undefined },
) {
  const t = notify.messageTexts(change.lang);
  for (const contact of verifiedContacts(account)) {
    if (contact.recipient === change.except) continue;
    await notify.send(db, notifier, {
      channel: contact.channel,
      recipient: contact.recipient,
      subject: t.securitySubject,
      body: t.securityNotice(change.brand, change.kind),
    });
  }
}
