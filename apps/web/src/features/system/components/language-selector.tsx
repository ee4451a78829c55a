import clsx from 'clsx';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '@jade/contract/language-list';
import { applyDocumentLanguage, rememberLanguage } from '@/lib/i18n';
import { setLanguage } from '../api/set-language';
import styles from './side-menu-extras.module.css';

/**
 * The interface language selector (~35 languages). Languages without a locale file fall back to
 * English and say so. The choice is remembered, sent to the server and applied without a reload.
 */
export const LanguageSelector = memo(function LanguageSelector({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const change = (code: LanguageCode) => {
    rememberLanguage(code);
    applyDocumentLanguage(code);
    void i18n.changeLanguage(code);
    setLanguage(code).catch(() => undefined);
  };
  return (
    <span>
      <label htmlFor={id} className={compact ? 'visually-hidden' : undefined}>
        {t('language.label')}
      </label>{' '}
      <select
        id={id}
        value={i18n.language}
        onChange={(e) => change(e.target.value as LanguageCode)}
        className={clsx(styles.select, compact && styles.selectCompact)}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.hasLocale ? l.name : t('language.fallback', { name: l.name })}
          </option>
        ))}
      </select>
    </span>
  );
});
