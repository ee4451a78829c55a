import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsHelpSection } from '@jade/contract/help';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { opsApi } from '../api/ops-api';
import { CONTENT_KEY, fieldProblem, filled, LANGS, type Lang } from './content-api';
import { HtmlEditor } from './html-editor';
import styles from './content.module.css';

type Texts = Record<string, string>;
type Article = { title: Texts; content: Texts };

/**
 * A help centre section, saved whole: its code (the `/help#code` address, fixed once made), title
 * per language, order, and its articles — each a title and HTML per language with the live preview.
 */
export function HelpDialog({ section, onClose }: { section: OpsHelpSection | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState(section?.code ?? '');
  const [title, setTitle] = useState<Texts>({ ...section?.title });
  const [sort, setSort] = useState(String(section?.sort ?? 0));
  const [articles, setArticles] = useState<Article[]>(
    section?.articles.map((a) => ({ title: { ...a.title }, content: { ...a.content } })) ?? [],
  );
  const [lang, setLang] = useState<Lang>('en');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const setArticle = (i: number, patch: Partial<Article>) =>
    setArticles(articles.map((a, j) => (j === i ? { ...a, ...patch } : a)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const body = {
        title: filled(title),
        sort: Number.parseInt(sort, 10) || 0,
        articles: articles.map((a) => ({ title: filled(a.title), content: filled(a.content) })),
      };
      await opsApi(`/ops/help/sections/${encodeURIComponent(code.trim())}`, OpsHelpSection, { method: 'PUT', body });
      await queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
      onClose();
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  };
  const field = (path: string) => fieldProblem(problem, path);
  const langName = t(`ops.content.lang.${lang}`);

  return (
    <Dialog
      open
      size="wide"
      onOpenChange={(open) => !open && onClose()}
      title={section ? t('ops.content.help.edit') : t('ops.content.help.create')}
    >
      <form className={styles.form} onSubmit={(e) => void submit(e)} data-testid="help-form">
        <TextField
          label={t('ops.content.help.code')}
          value={code}
          maxLength={40}
          readOnly={section !== null}
          required
          pattern="[a-z][a-z0-9\-]*"
          onChange={(e) => setCode(e.target.value.toLowerCase())}
          error={field('code')}
        />
        <div role="group" aria-label={t('ops.content.language')} className={styles.langs}>
          {LANGS.map((l) => (
            <Button key={l} variant={l === lang ? 'primary' : 'secondary'} aria-pressed={l === lang} onClick={() => setLang(l)}>
              {t(`ops.content.lang.${l}`)}
            </Button>
          ))}
        </div>
        <div className={styles.row}>
          <TextField
            label={t('ops.content.titleIn', { lang: langName })}
            value={title[lang] ?? ''}
            maxLength={200}
            onChange={(e) => setTitle({ ...title, [lang]: e.target.value })}
            error={field('title')}
          />
          <TextField label={t('ops.content.sort')} type="number" value={sort} onChange={(e) => setSort(e.target.value)} />
        </div>
        {articles.map((a, i) => (
          <fieldset key={i} className={styles.article}>
            <legend>{t('ops.content.help.article', { n: i + 1 })}</legend>
            <TextField
              label={t('ops.content.titleIn', { lang: langName })}
              value={a.title[lang] ?? ''}
              maxLength={200}
              onChange={(e) => setArticle(i, { title: { ...a.title, [lang]: e.target.value } })}
              error={field(`articles.${i}.title`)}
            />
            <HtmlEditor
              label={t('ops.content.htmlIn', { lang: langName })}
              value={a.content[lang] ?? ''}
              onChange={(html) => setArticle(i, { content: { ...a.content, [lang]: html } })}
              error={field(`articles.${i}.content`)}
            />
            <span className={styles.actions}>
              <Button variant="ghost" onClick={() => setArticles(articles.filter((_, j) => j !== i))}>
                {t('ops.content.help.removeArticle')}
              </Button>
            </span>
          </fieldset>
        ))}
        <span className={styles.actions}>
          <Button variant="secondary" onClick={() => setArticles([...articles, { title: {}, content: {} }])}>
            {t('ops.content.help.addArticle')}
          </Button>
        </span>
        {problem ? (
          <p role="alert" className={styles.error}>
            {errorText(t, problem)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy || !code.trim()}>
            {t('ops.shell.common.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('ops.shell.common.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
