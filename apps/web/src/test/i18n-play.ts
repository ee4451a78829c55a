import i18n from '@/lib/i18n';
import play from '@/locales/play.en.json';

/** Tests of the game pages: the English texts those pages load on demand, there at once. */
i18n.addResourceBundle('en', 'translation', { play }, true, true);
