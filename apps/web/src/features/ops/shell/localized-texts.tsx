import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import formStyles from './forms.module.css';

/** The languages the console edits, English first (the one the server requires, and the fallback). */
export const TEXT_LANGS = ['en', 'ne'] as const;
export type TextLang = (typeof TEXT_LANGS)[number];
/** A text per language code. */
export type Texts = Record<string, string>;

type Props = {
  title: Texts;
  onTitle: (title: Texts) => void;
  titleError?: string | null;
  /** The shown language's other texts under its title (an HTML body with its preview), given the language's name. */
  children?: (lang: TextLang, langName: string) => ReactNode;
};

/**
 * A title per language, one language shown at a time (the switch above it), with that language's
 * other texts under it: the console's editor of what members read in their language.
 */
export function LocalizedTexts({ title, onTitle, titleError, children }: Props) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<TextLang>('en');
  const langName = t(`ops.shell.texts.lang.${lang}`);
  return (
    <>
      <div role="group" aria-label={t('ops.shell.texts.language')} className={formStyles.row}>
        {TEXT_LANGS.map((l) => (
          <Button key={l} variant={l === lang ? 'primary' : 'secondary'} aria-pressed={l === lang} onClick={() => setLang(l)}>
            {t(`ops.shell.texts.lang.${l}`)}
          </Button>
        ))}
      </div>
      <TextField
        label={t('ops.shell.texts.titleIn', { lang: langName })}
        value={title[lang] ?? ''}
        maxLength={200}
        onChange={(e) => onTitle({ ...title, [lang]: e.target.value })}
        error={titleError}
      />
      {children?.(lang, langName)}
    </>
  );
}
