import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsHelpSection } from '@jade/contract/help';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { opsApi } from '../api/ops-api';
import { FormDialog } from '../shell/form-dialog';
import { LocalizedTexts, type Texts } from '../shell/localized-texts';
import { CONTENT_KEY, fieldProblem, filled } from './content-api';
import { HtmlEditor } from './html-editor';
import styles from './content.module.css';

type Article = { title: Texts; content: Texts };

/**
 * A help centre section, saved whole: its code (the `/help#code` address, fixed once made), title
 * per language, order, and its articles — each a title and HTML per language with the live preview.
 */
export function HelpDialog({ section, onClose }: { section: OpsHelpSection | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState(section?.code ?? '');
  const [title, setTitle] = useState<Texts>({ ...section?.title });
  const [sort, setSort] = useState(String(section?.sort ?? 0));
  const [articles, setArticles] = useState<Article[]>(
    section?.articles.map((a) => ({ title: { ...a.title }, content: { ...a.content } })) ?? [],
  );
  const setArticle = (i: number, patch: Partial<Article>) =>
    setArticles(articles.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  const save = () => {
    const body = {
      title: filled(title),
      sort: Number.parseInt(sort, 10) || 0,
      articles: articles.map((a) => ({ title: filled(a.title), content: filled(a.content) })),
    };
    return opsApi(`/ops/help/sections/${encodeURIComponent(code.trim())}`, OpsHelpSection, { method: 'PUT', body });
  };

  return (
    <FormDialog
      title={section ? t('ops.content.help.edit') : t('ops.content.help.create')}
      data-testid="help-form"
      save={save}
      refresh={CONTENT_KEY}
      onClose={onClose}
      ready={code.trim() !== ''}
    >
      {(problem) => (
        <>
          <div className={styles.row}>
            <TextField
              label={t('ops.content.help.code')}
              value={code}
              maxLength={40}
              readOnly={section !== null}
              required
              pattern="[a-z][a-z0-9\-]*"
              onChange={(e) => setCode(e.target.value.toLowerCase())}
              error={fieldProblem(problem, 'code')}
            />
            <TextField label={t('ops.content.sort')} type="number" value={sort} onChange={(e) => setSort(e.target.value)} />
          </div>
          <LocalizedTexts title={title} onTitle={setTitle} titleError={fieldProblem(problem, 'title')}>
            {(lang, langName) =>
              articles.map((a, i) => (
                <fieldset key={i} className={styles.article}>
                  <legend>{t('ops.content.help.article', { n: i + 1 })}</legend>
                  <TextField
                    label={t('ops.content.titleIn', { lang: langName })}
                    value={a.title[lang] ?? ''}
                    maxLength={200}
                    onChange={(e) => setArticle(i, { title: { ...a.title, [lang]: e.target.value } })}
                    error={fieldProblem(problem, `articles.${i}.title`)}
                  />
                  <HtmlEditor
                    label={t('ops.content.htmlIn', { lang: langName })}
                    value={a.content[lang] ?? ''}
                    onChange={(html) => setArticle(i, { content: { ...a.content, [lang]: html } })}
                    error={fieldProblem(problem, `articles.${i}.content`)}
                  />
                  <span className={styles.actions}>
                    <Button variant="ghost" onClick={() => setArticles(articles.filter((_, j) => j !== i))}>
                      {t('ops.content.help.removeArticle')}
                    </Button>
                  </span>
                </fieldset>
              ))
            }
          </LocalizedTexts>
          <span className={styles.actions}>
            <Button variant="secondary" onClick={() => setArticles([...articles, { title: {}, content: {} }])}>
              {t('ops.content.help.addArticle')}
            </Button>
          </span>
        </>
      )}
    </FormDialog>
  );
}
