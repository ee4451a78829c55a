import { CODE_LIMITS } from '@jade/contract/limits';

type Texts = {
  codeSubject: string;
  code: (brand: string, code: string) => string;
  resetSubject: string;
  reset: (brand: string, link: string) => string;
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
  },
  ne: {
    codeSubject: 'तपाईंको प्रमाणीकरण कोड',
    code: (brand, code) =>
      `${brand}: तपाईंको प्रमाणीकरण कोड ${code} हो। यो ${CODE_LIMITS.expiredMinutes} मिनेटमा समाप्त हुन्छ। कसैलाई नदिनुहोस्।`,
    resetSubject: 'आफ्नो पासवर्ड रिसेट गर्नुहोस्',
    reset: (brand, link) =>
      `कसैले तपाईंको ${brand} खाताको पासवर्ड रिसेट गर्न अनुरोध गर्नुभयो।\n\nनयाँ पासवर्ड छान्न ३० मिनेटभित्र यो लिङ्क खोल्नुहोस्:\n${link}\n\nयदि यो तपाईं होइन भने यो इमेललाई बेवास्ता गर्नुहोस्।`,
  },
};

export function texts(lang: string): Texts {
  return lang === 'ne' ? TEXTS.ne : TEXTS.en;
}
