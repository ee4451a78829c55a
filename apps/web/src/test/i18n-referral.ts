import i18n from '@/lib/i18n';
import referral from '@/locales/referral.en.json';

/** Tests of the invite-friends page: the English texts it loads on demand, there at once. */
i18n.addResourceBundle('en', 'translation', { referral }, true, true);
