import type { Db } from '../../db/client';
import * as notify from '../notify/notify.service';
import type { accounts } from './members.tables';

type Account = typeof accounts.$inferSelect;

/** What changed: a contact (e-mail, mobile), the authenticator app or the payment password. */
export type SecurityChange = 'email' | 'mobile' | 'authenticator' | 'paymentPassword';

type Texts = { securitySubject: string; securityNotice: (brand: string, change: SecurityChange) => string };

/** The notice's texts in the languages the platform has; others get English. */
const TEXTS: Record<'en' | 'ne', Texts> = {
  en: {
    securitySubject: 'A security change on your account',
    securityNotice: (brand, change) =>
      `${brand}: ${
        {
          email: 'the e-mail address of your account was changed',
          mobile: 'the mobile number of your account was changed',
          authenticator: 'an authenticator app was turned on for your account',
          paymentPassword: 'the payment password of your account was set or changed',
        }[change]
      }. If it was not you, change your password now and contact customer service.`,
  },
  ne: {
    securitySubject: 'तपाईंको खातामा सुरक्षा परिवर्तन',
    securityNotice: (brand, change) =>
      `${brand}: ${
        {
          email: 'तपाईंको खाताको इमेल ठेगाना परिवर्तन गरियो',
          mobile: 'तपाईंको खाताको मोबाइल नम्बर परिवर्तन गरियो',
          authenticator: 'तपाईंको खातामा प्रमाणीकरण एप सक्रिय गरियो',
          paymentPassword: 'तपाईंको खाताको भुक्तानी पासवर्ड सेट वा परिवर्तन गरियो',
        }[change]
      }। यदि यो तपाईं होइन भने तुरुन्तै आफ्नो पासवर्ड परिवर्तन गर्नुहोस् र ग्राहक सेवालाई सम्पर्क गर्नुहोस्।`,
  },
};

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
  const t = change.lang === 'ne' ? TEXTS.ne : TEXTS.en;
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
