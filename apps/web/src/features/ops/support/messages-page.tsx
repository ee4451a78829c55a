import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { OpsSentMessage } from '@jade/contract/messages';
import { PagedTable } from '@/components/ui/paged-table';
import { formatDateTime } from '@/lib/dates';
import { CsvButton } from '../shell/csv-button';
import { pageHeadStyles } from '../shell/page-head';
import { SendMessageForm } from './send-message-form';
import { allSent, useCanWrite, useSent } from './support-api';
import styles from './support.module.css';

type Sent = z.infer<typeof OpsSentMessage>;

/** Internal messages: the send form, and what operators sent (to whom, how many inboxes, by whom). */
export function MessagesPage() {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const sent = useSent(pageNo);
  const canWrite = useCanWrite();
  const audience = (m: Sent) => `${t(`ops.support.audience.${m.audience}`)}${m.target ? ` · ${m.target}` : ''}`;
  return (
    <div className={styles.section}>
      {canWrite ? <SendMessageForm /> : null}
      <h2>{t('ops.support.sent.heading')}</h2>
      <div className={pageHeadStyles.filters}>
        <CsvButton<Sent>
          name="messages"
          load={allSent}
          columns={[
            { header: 'id', cell: (m) => m.id },
            { header: t('ops.shell.common.time'), cell: (m) => m.createdAt },
            { header: t('ops.support.send.to'), cell: (m) => m.audience },
            { header: t('ops.support.sent.target'), cell: (m) => m.target ?? '' },
            { header: t('ops.support.send.title'), cell: (m) => m.title.en ?? '' },
            { header: t('ops.support.sent.recipients'), cell: (m) => m.recipients },
            { header: t('ops.shell.common.operator'), cell: (m) => m.sender },
          ]}
        />
      </div>
      <PagedTable
        query={sent}
        onPage={setPageNo}
        emptyText={t('ops.shell.common.noRows')}
        layout="stack"
        data-testid="sent-messages"
        columns={[
          { header: t('ops.support.send.title'), cell: (m) => m.title.en ?? '', rowHeader: true },
          { header: t('ops.support.send.to'), cell: audience },
          { header: t('ops.support.sent.recipients'), cell: (m) => m.recipients, num: true },
          { header: t('ops.shell.common.operator'), cell: (m) => m.sender },
          { header: t('ops.shell.common.time'), cell: (m) => formatDateTime(m.createdAt, i18n.language) },
        ]}
      />
    </div>
  );
}
