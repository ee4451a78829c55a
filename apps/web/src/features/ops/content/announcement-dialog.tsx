import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_TYPES, OpsAnnouncement, POPUP_EXECUTIONS, type AnnouncementType } from '@jade/contract/announcements';
import { TextField } from '@/components/ui/text-field';
import { opsApi } from '../api/ops-api';
import { FormDialog } from '../shell/form-dialog';
import { LocalizedTexts, type Texts } from '../shell/localized-texts';
import { SelectField } from '../shell/select-field';
import { CONTENT_KEY, fieldProblem, filled } from './content-api';
import { HtmlEditor } from './html-editor';
import { fromLocalInput, toLocalInput } from '@/lib/dates';
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
  const [type, setType] = useState<AnnouncementType>(announcement?.type ?? fixedType ?? 'PL');
  const [execution, setExecution] = useState(announcement?.execution ?? 'A');
  const [title, setTitle] = useState<Texts>({ ...announcement?.title });
  const [content, setContent] = useState<Texts>({ ...announcement?.content });
  const [startsAt, setStartsAt] = useState(toLocalInput(announcement?.startsAt));
  const [endsAt, setEndsAt] = useState(toLocalInput(announcement?.endsAt));
  const [sort, setSort] = useState(String(announcement?.sort ?? 0));
  const save = () => {
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
    return opsApi(announcement ? `/ops/announcements/${announcement.id}` : '/ops/announcements', OpsAnnouncement, {
      method: announcement ? 'PUT' : 'POST',
      body,
    });
  };
  return (
    <FormDialog
      title={announcement ? t('ops.content.announcements.edit') : t('ops.content.announcements.create')}
      data-testid="announcement-form"
      save={save}
      refresh={CONTENT_KEY}
      onClose={onClose}
    >
      {(problem) => (
        <>
          <div className={styles.row}>
            <SelectField
              label={t('ops.content.announcements.type')}
              value={type}
              options={ANNOUNCEMENT_TYPES}
              text={(ty) => t(`ops.content.types.${ty}`)}
              disabled={fixedType !== null}
              onChange={setType}
            />
            {type === 'PU' ? (
              <SelectField
                label={t('ops.content.announcements.execution')}
                value={execution}
                options={POPUP_EXECUTIONS}
                text={(x) => t(`ops.content.executions.${x}`)}
                onChange={setExecution}
              />
            ) : null}
          </div>
          <LocalizedTexts title={title} onTitle={setTitle} titleError={fieldProblem(problem, 'title')}>
            {(lang, langName) => (
              <HtmlEditor
                label={t('ops.content.htmlIn', { lang: langName })}
                value={content[lang] ?? ''}
                onChange={(html) => setContent({ ...content, [lang]: html })}
                error={fieldProblem(problem, 'content')}
              />
            )}
          </LocalizedTexts>
          <div className={styles.row}>
            <TextField
              label={t('ops.content.announcements.startsAt')}
              type="datetime-local"
              value={startsAt}
              onChange={(e) => setStartsAt(e.target.value)}
            />
            <TextField
              label={t('ops.content.announcements.endsAt')}
              type="datetime-local"
              value={endsAt}
              onChange={(e) => setEndsAt(e.target.value)}
              error={fieldProblem(problem, 'endsAt')}
            />
            <TextField
              label={t('ops.content.sort')}
              type="number"
              inputMode="numeric"
              value={sort}
              onChange={(e) => setSort(e.target.value)}
              error={fieldProblem(problem, 'sort')}
            />
          </div>
        </>
      )}
    </FormDialog>
  );
}
