import { CODE_LIMITS } from '@jade/contract/limits';

/** A change to how an account is reached or protected, told to the contacts it had before. */
export type SecurityChange = 'email' | 'mobile' | 'authenticator' | 'paymentPassword';

type Texts = {
  codeSubject: string;
  code: (brand: string, code: string) => string;
  resetSubject: string;
  reset: (brand: string, link: string) => string;
  securitySubject: string;
  securityNotice: (brand: string, change: SecurityChange) => string;
};

/** Texts of the messages the platform sends, in the languages it has; others get English. */
const TEXTS: Record<'en' | 'ne', Texts> = {
  en: {
    codeSubject: 'Your verification code',
    code: (brand, code) =>
      `${brand}: your verification code is ${code}. It expires in ${CODE_LIMITS.expiredMinutes} minutes. Never share it.`,
    resetSubject: 'Reset your password',
    reset: (brand, link) =>
      `Someone asked to reset the password of your ${brand} account.\n\nOpen this link within 30 minutes to choose a new password:\n${link}\n\nIf it was not you, ignore this e-mail.`,
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
    codeSubject: 'तपाईंको प्रमाणीकरण कोड',
    code: (brand, code) =>
      `${brand}: तपाईंको प्रमाणीकरण कोड ${code} हो। यो ${CODE_LIMITS.expiredMinutes} मिनेटमा समाप्त हुन्छ। कसैलाई नदिनुहोस्।`,
    resetSubject: 'आफ्नो पासवर्ड रिसेट गर्नुहोस्',
    reset: (brand, link) =>
      `कसैले तपाईंको ${brand} खाताको पासवर्ड रिसेट गर्न अनुरोध गर्नुभयो।\n\nनयाँ पासवर्ड छान्न ३० मिनेटभित्र यो लिङ्क खोल्नुहोस्:\n${link}\n\nयदि यो तपाईं होइन भने यो इमेललाई बेवास्ता गर्नुहोस्।`,
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

export function texts(lang: string): Texts {
  return lang === 'ne' ? TEXTS.ne : TEXTS.en;
}
