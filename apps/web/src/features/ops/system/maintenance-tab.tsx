import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@jade/contract/languages';
import type { LocalizedText, OpsSystemSettings } from '@jade/contract/system';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { errorText, fieldIssue } from '@/lib/errors';
import { MaintenancePreview } from './maintenance-preview';
import { saveMaintenance, systemQuery, useSave } from './system-api';
import styles from './system.module.css';

/** The languages the site has texts for: the maintenance texts are written in each. */
const EDITED = LANGUAGES.filter((l) => l.hasLocale);

/** Maintenance on or off, its title and text per language, and a preview of the page members see. */
export function MaintenanceTab() {
  const system = useQuery(systemQuery);
  return (
    <QueryState query={system} empty={false} emptyText="">
      {system.data ? <MaintenanceForm saved={system.data} /> : null}
    </QueryState>
  );
}

const pick = (text: LocalizedText, lang: string) => text[lang] || text.en || '';

function MaintenanceForm({ saved }: { saved: OpsSystemSettings }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState<LocalizedText>(saved.maintenanceTitle);
  const [content, setContent] = useState<LocalizedText>(saved.maintenanceContent);
  const [previewLang, setPreviewLang] = useState<string>(EDITED[0]!.code);
  const [preview, setPreview] = useState(false);
  const id = useId();
  const save = useSave(['ops', 'system'], (maintenance: boolean) => saveMaintenance({ maintenance, title, content }));
  const err = save.error;
  const problem = (path: string) => (fieldIssue(err, path) ? t('ops.system.maintenance.textInvalid') : null);
  const named = EDITED.some((l) => fieldIssue(err, `title.${l.code}`) || fieldIssue(err, `content.${l.code}`));
  const turnOn = () => {
    if (window.confirm(t('ops.system.maintenance.confirmOn'))) save.mutate(true);
  };
  return (
    <form className={styles.form} onSubmit={(e) => (e.preventDefault(), save.mutate(saved.maintenance))} noValidate>
      <p className={`${styles.wide} ${styles.state}`} data-testid="ops-maintenance-state">
        {t(saved.maintenance ? 'ops.system.maintenance.on' : 'ops.system.maintenance.off')}
      </p>
      {EDITED.map((l) => (
        <fieldset key={l.code} className={styles.wide}>
          <legend>{l.name}</legend>
          <TextField
            label={t('ops.system.maintenance.title')}
            value={title[l.code] ?? ''}
            onChange={(e) => setTitle((x) => ({ ...x, [l.code]: e.target.value }))}
            error={problem(`title.${l.code}`)}
          />
          <div className={styles.label}>
            <label htmlFor={`${id}-${l.code}`}>{t('ops.system.maintenance.text')}</label>
            <textarea
              id={`${id}-${l.code}`}
              className={styles.textarea}
              value={content[l.code] ?? ''}
              aria-invalid={Boolean(problem(`content.${l.code}`))}
              onChange={(e) => setContent((x) => ({ ...x, [l.code]: e.target.value }))}
            />
            {problem(`content.${l.code}`) ? (
              <span className={styles.error} role="alert">
                {problem(`content.${l.code}`)}
              </span>
            ) : null}
          </div>
        </fieldset>
      ))}
      <div className={styles.buttons}>
        <Button type="submit" disabled={save.isPending}>
          {t('ops.system.maintenance.saveTexts')}
        </Button>
        <Button variant="secondary" onClick={() => setPreview((p) => !p)} aria-expanded={preview}>
          {t(preview ? 'ops.system.maintenance.hidePreview' : 'ops.system.maintenance.preview')}
        </Button>
        {saved.maintenance ? (
          <Button variant="secondary" disabled={save.isPending} onClick={() => save.mutate(false)}>
            {t('ops.system.maintenance.turnOff')}
          </Button>
        ) : (
          <Button variant="secondary" disabled={save.isPending} onClick={turnOn}>
            {t('ops.system.maintenance.turnOn')}
          </Button>
        )}
        {save.isSuccess ? <span role="status">{t('ops.shell.common.saved')}</span> : null}
        {err && !named ? (
          <span role="alert" className={styles.error}>
            {errorText(t, err)}
          </span>
        ) : null}
      </div>
      {preview ? (
        <div className={styles.wide}>
          <div className={styles.label}>
            <label htmlFor={`${id}-lang`}>{t('ops.system.maintenance.previewLanguage')}</label>
            <select
              id={`${id}-lang`}
              value={previewLang}
              onChange={(e) => setPreviewLang(e.target.value)}
              className={styles.select}
            >
              {EDITED.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
          <MaintenancePreview title={pick(title, previewLang)} text={pick(content, previewLang)} language={previewLang} />
        </div>
      ) : null}
    </form>
  );
}
