import i18n from '@/lib/i18n';
import vip from '@/locales/vip.en.json';

/** Tests of the VIP and manual rebate pages: the English texts they load on demand, there at once. */
i18n.addResourceBundle('en', 'translation', { vip }, true, true);
