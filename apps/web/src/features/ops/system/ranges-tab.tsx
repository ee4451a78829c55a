import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { CsvButton } from '../shell/csv-button';
import { saveRanges, systemQuery, useSave } from './system-api';
import styles from './system.module.css';

/** The blocked address ranges (CIDR or single addresses), one a line; the server names each bad line. */
export function RangesTab() {
  const system = useQuery(systemQuery);
  return (
    <QueryState query={system} empty={false} emptyText="">
      {system.data ? <RangesForm saved={system.data.blockedRanges} /> : null}
    </QueryState>
  );
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function RangesForm({ saved }: { saved: string[] }) {
  const { t } = useTranslation();
  const [text, setText] = useState(saved.join('\n'));
  const save = useSave(['ops', 'system'], (ranges: string[]) => saveRanges(ranges));
  const lines = linesOf(text);
  const bad =
    save.error instanceof ApiError
      ? save.error.issues.flatMap((i) => {
          const m = /^ranges\.(\d+)$/.exec(i.path);
          return m ? [t('ops.system.ranges.invalid', { line: Number(m[1]) + 1, value: lines[Number(m[1])] ?? '' })] : [];
        })
      : [];
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(lines);
      }}
    >
      <div className={`${styles.wide} ${styles.buttons}`}>
        <span className={styles.muted}>{t('ops.system.ranges.count', { count: saved.length })}</span>
        <CsvButton
          name="blocked-ranges"
          columns={[{ header: t('ops.system.ranges.range'), cell: (r: string) => r }]}
          load={async () => saved}
        />
      </div>
      <div className={`${styles.label} ${styles.wide}`}>
        <label htmlFor="ops-ranges-text">{t('ops.system.ranges.label')}</label>
        <textarea
          id="ops-ranges-text"
          className={styles.textarea}
          rows={10}
          value={text}
          spellCheck={false}
          aria-invalid={bad.length > 0}
          aria-describedby="ops-ranges-hint"
          onChange={(e) => setText(e.target.value)}
          data-testid="ops-ranges"
        />
        <span id="ops-ranges-hint" className={styles.muted}>
          {t('ops.system.ranges.hint')}
        </span>
        {bad.map((b) => (
          <span key={b} className={styles.error} role="alert">
            {b}
          </span>
        ))}
      </div>
      <div className={styles.buttons}>
        <Button type="submit" disabled={save.isPending}>
          {t('ops.shell.common.save')}
        </Button>
        {save.isSuccess ? <span role="status">{t('ops.shell.common.saved')}</span> : null}
        {save.error && bad.length === 0 ? (
          <span role="alert" className={styles.error}>
            {errorText(t, save.error)}
          </span>
        ) : null}
      </div>
    </form>
  );
}
