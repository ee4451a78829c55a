import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_TYPES, type OpsFeedback } from '@jade/contract/feedback';
import { Button } from '@/components/ui/button';
import { PagedTable } from '@/components/ui/paged-table';
import { formatDateTime } from '@/lib/dates';
import { CsvButton } from '../shell/csv-button';
import { pageHeadStyles } from '../shell/page-head';
import { AnswerDialog } from './answer-dialog';
import { allFeedback, useCanWrite, useFeedback, type FeedbackStatus } from './support-api';
import styles from './support.module.css';

const typeName = Object.fromEntries(Object.entries(FEEDBACK_TYPES).map(([name, n]) => [n, name])) as Record<
  number,
  keyof typeof FEEDBACK_TYPES
>;

/** Members' feedback, open first by default: read, answer once (the answer reaches the member's inbox), export. */
export function FeedbackPage() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<FeedbackStatus>('OPEN');
  const [pageNo, setPageNo] = useState(1);
  const [answering, setAnswering] = useState<OpsFeedback | null>(null);
  const list = useFeedback(status, pageNo);
  const canWrite = useCanWrite();
  const kind = (f: OpsFeedback) => t(`ops.support.feedback.types.${typeName[f.type] ?? 'others'}`);
  return (
    <div className={styles.section}>
      <div className={pageHeadStyles.filters}>
        <label className={styles.select}>
          {t('ops.shell.common.status')}
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as FeedbackStatus);
              setPageNo(1);
            }}
          >
            <option value="">{t('ops.shell.common.all')}</option>
            <option value="OPEN">{t('ops.support.feedback.status.OPEN')}</option>
            <option value="ANSWERED">{t('ops.support.feedback.status.ANSWERED')}</option>
          </select>
        </label>
        <CsvButton<OpsFeedback>
          name="feedback"
          load={() => allFeedback(status)}
          columns={[
            { header: 'id', cell: (f) => f.id },
            { header: t('ops.shell.common.time'), cell: (f) => f.createdAt },
            { header: t('ops.shell.common.member'), cell: (f) => f.sender },
            { header: t('ops.support.feedback.type'), cell: kind },
            { header: t('ops.support.feedback.content'), cell: (f) => f.content },
            { header: t('ops.shell.common.status'), cell: (f) => f.status },
            { header: t('ops.support.feedback.answer'), cell: (f) => f.answer ?? '' },
            { header: t('ops.support.feedback.answeredAt'), cell: (f) => f.answeredAt ?? '' },
          ]}
        />
      </div>
      <PagedTable
        query={list}
        onPage={setPageNo}
        emptyText={t('ops.shell.common.noRows')}
        layout="stack"
        data-testid="feedback"
        columns={[
          { header: t('ops.shell.common.member'), cell: (f) => f.sender, rowHeader: true },
          { header: t('ops.support.feedback.type'), cell: kind },
          { header: t('ops.support.feedback.content'), cell: (f) => <p className={styles.quote}>{f.content}</p> },
          { header: t('ops.shell.common.time'), cell: (f) => formatDateTime(f.createdAt, i18n.language) },
          {
            header: t('ops.support.feedback.answer'),
            cell: (f) =>
              f.status === 'ANSWERED' ? (
                <p className={styles.quote}>{f.answer}</p>
              ) : canWrite ? (
                <Button variant="secondary" onClick={() => setAnswering(f)}>
                  {t('ops.support.feedback.reply')}
                </Button>
              ) : (
                t('ops.support.feedback.status.OPEN')
              ),
          },
        ]}
      />
      {answering ? <AnswerDialog feedback={answering} onClose={() => setAnswering(null)} /> : null}
    </div>
  );
}
