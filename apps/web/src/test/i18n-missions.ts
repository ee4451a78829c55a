import i18n from '@/lib/i18n';
import missions from '@/locales/missions.en.json';

/** Tests of the missions page: the English texts it loads on demand, there at once. */
i18n.addResourceBundle('en', 'translation', { missions }, true, true);
