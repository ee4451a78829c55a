import i18n from '@/lib/i18n';
import promotions from '@/locales/promotions.en.json';

/** Tests of the promotions page and the reward centre: the English texts they load on demand, there at once. */
i18n.addResourceBundle('en', 'translation', { promotions }, true, true);
