import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageItem } from '@jade/contract/messages';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PagedView } from '@/components/ui/paged-view';
import { errorText } from '@/lib/errors';
import { useDeleteMessage } from '../api/delete-message';
import { useMessages } from '../api/get-messages';
import { useReadAllMessages } from '../api/read-all-messages';
import { useReadMessage } from '../api/read-message';
import styles from './messages.module.css';

/**
 * Platform messages (personal centre messageV2): newest first, unread ones marked; opening one
 * shows it and marks it read; delete asks first; mark all read; 10 a page.
 */
export function MessageCentre() {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<MessageItem | null>(null);
  const query = useMessages(pageNo, i18n.language);
  const read = useReadMessage();
  const readAll = useReadAllMessages();
  const remove = useDeleteMessage();
  const page = query.data;
  const failed = read.error ?? readAll.error ?? remove.error;

  const toggle = (m: MessageItem) => {
    setOpen(open === m.id ? null : m.id);
    if (!m.read && open !== m.id) read.mutate(m.id);
  };
  const dateTime = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className={styles.centre} aria-labelledby="messages-title" data-testid="message-centre">
      <div className={styles.head}>
        <h2 id="messages-title">{t('messages.title')}</h2>
        <Button variant="secondary" disabled={!page || page.unread === 0 || readAll.isPending} onClick={() => readAll.mutate()}>
          {t('messages.readAll')}
        </Button>
      </div>
      {failed ? (
        <p className={styles.error} role="alert">
          {errorText(t, failed)}
        </p>
      ) : null}
      <PagedView query={query} emptyText={t('messages.empty')} onPage={setPageNo}>
        {(p) => (
          <ul className={styles.list}>
            {p.list.map((m) => (
              <li key={m.id} className={styles.message} data-read={m.read} data-testid="message-item">
                <button
                  type="button"
                  className={styles.messageHead}
                  aria-expanded={open === m.id}
                  aria-controls={`message-${m.id}`}
                  onClick={() => toggle(m)}
                >
                  <span className={styles.dot} aria-hidden="true" />
                  <span className={styles.messageTitle}>
                    {m.read ? null : <span className="visually-hidden">{t('messages.unreadMark')} </span>}
                    {m.title}
                  </span>{' '}
                  <time className={styles.time} dateTime={m.time}>
                    {dateTime(m.time)}
                  </time>
                </button>
                {open === m.id ? (
                  <div id={`message-${m.id}`} className={styles.body}>
                    <p className={styles.text}>{m.content}</p>
                    <Button variant="ghost" onClick={() => setDeleting(m)}>
                      {t('messages.delete')}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </PagedView>
      <Dialog open={deleting !== null} onOpenChange={(o) => !o && setDeleting(null)} title={t('messages.deleteTitle')}>
        <p>{t('messages.deleteConfirm', { title: deleting?.title ?? '' })}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={remove.isPending}
            onClick={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSettled: () => {
                  setDeleting(null);
                  setOpen(null);
                },
              })
            }
          >
            {t('messages.delete')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
