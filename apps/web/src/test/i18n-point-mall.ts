import i18n from '@/lib/i18n';
import pointMall from '@/locales/pointMall.en.json';

/** Tests of the points mall: the English texts it loads on demand, there at once. */
i18n.addResourceBundle('en', 'translation', { pointMall }, true, true);
