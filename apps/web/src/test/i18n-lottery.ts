import i18n from '@/lib/i18n';
import lottery from '@/locales/lottery.en.json';

/** Tests of the lottery pages: the English texts those pages load on demand, there at once. */
i18n.addResourceBundle('en', 'translation', { lottery }, true, true);
