import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_TYPES, OpsAnnouncement, POPUP_EXECUTIONS, type AnnouncementType } from '@jade/contract/announcements';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { opsApi } from '../api/ops-api';
import { CONTENT_KEY, fieldProblem, filled, LANGS, type Lang } from './content-api';
import { HtmlEditor } from './html-editor';
import { fromLocalInput, toLocalInput } from './times';
import styles from './content.module.css';

type Props = {
  /** The announcement to edit, or null for a new one. */
  announcement: OpsAnnouncement | null;
  /** The type of a new one when the list shows one type (notices, popups); otherwise chosen here. */
  fixedType: AnnouncementType | null;
  onClose: () => void;
};

/** Creates or edits an announcement: type (and a popup's audience), title and HTML per language with the live preview, its time window and order. */
export function AnnouncementDialog({ announcement, fixedType, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [type, setType] = useState<AnnouncementType>(announcement?.type ?? fixedType ?? 'PL');
  const [execution, setExecution] = useState(announcement?.execution ?? 'A');
  const [title, setTitle] = useState<Record<string, string>>({ ...announcement?.title });
  const [content, setContent] = useState<Record<string, string>>({ ...announcement?.content });
  const [startsAt, setStartsAt] = useState(toLocalInput(announcement?.startsAt));
  const [endsAt, setEndsAt] = useState(toLocalInput(announcement?.endsAt));
  const [sort, setSort] = useState(String(announcement?.sort ?? 0));
  const [lang, setLang] = useState<Lang>('en');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const starts = fromLocalInput(startsAt);
      const body = {
        type,
        ...(type === 'PU' ? { execution } : {}),
        title: filled(title),
        content: filled(content),
        ...(starts ? { startsAt: starts } : {}),
        endsAt: fromLocalInput(endsAt) ?? null,
        sort: Number.parseInt(sort, 10) || 0,
      };
      await opsApi(announcement ? `/ops/announcements/${announcement.id}` : '/ops/announcements', OpsAnnouncement, {
        method: announcement ? 'PUT' : 'POST',
        body,
      });
      await queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
      onClose();
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  };
  const field = (path: string) => fieldProblem(problem, path);

  return (
    <Dialog
      open
      size="wide"
      onOpenChange={(open) => !open && onClose()}
      title={announcement ? t('ops.content.announcements.edit') : t('ops.content.announcements.create')}
    >
      <form className={styles.form} onSubmit={(e) => void submit(e)} data-testid="announcement-form">
        <div className={styles.row}>
          <label className={styles.select}>
            {t('ops.content.announcements.type')}
            <select value={type} disabled={fixedType !== null} onChange={(e) => setType(e.target.value as AnnouncementType)}>
              {ANNOUNCEMENT_TYPES.map((ty) => (
                <option key={ty} value={ty}>
                  {t(`ops.content.types.${ty}`)}
                </option>
              ))}
            </select>
          </label>
          {type === 'PU' ? (
            <label className={styles.select}>
              {t('ops.content.announcements.execution')}
              <select value={execution} onChange={(e) => setExecution(e.target.value as typeof execution)}>
                {POPUP_EXECUTIONS.map((x) => (
                  <option key={x} value={x}>
                    {t(`ops.content.executions.${x}`)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        <div role="group" aria-label={t('ops.content.language')} className={styles.langs}>
          {LANGS.map((l) => (
            <Button key={l} variant={l === lang ? 'primary' : 'secondary'} aria-pressed={l === lang} onClick={() => setLang(l)}>
              {t(`ops.content.lang.${l}`)}
            </Button>
          ))}
        </div>
        <TextField
          label={t('ops.content.titleIn', { lang: t(`ops.content.lang.${lang}`) })}
          value={title[lang] ?? ''}
          maxLength={200}
          onChange={(e) => setTitle({ ...title, [lang]: e.target.value })}
          error={field('title')}
        />
        <HtmlEditor
          label={t('ops.content.htmlIn', { lang: t(`ops.content.lang.${lang}`) })}
          value={content[lang] ?? ''}
          onChange={(html) => setContent({ ...content, [lang]: html })}
          error={field('content')}
        />
        <div className={styles.row}>
          <label className={styles.select} htmlFor={`${id}-starts`}>
            {t('ops.content.announcements.startsAt')}
            <input id={`${id}-starts`} type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} />
          </label>
          <label className={styles.select} htmlFor={`${id}-ends`}>
            {t('ops.content.announcements.endsAt')}
            <input id={`${id}-ends`} type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
          </label>
          <TextField
            label={t('ops.content.sort')}
            type="number"
            inputMode="numeric"
            value={sort}
            onChange={(e) => setSort(e.target.value)}
            error={field('sort')}
          />
        </div>
        {field('endsAt') ? <p className={styles.error}>{field('endsAt')}</p> : null}
        {problem ? (
          <p role="alert" className={styles.error}>
            {errorText(t, problem)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
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
