import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedView } from '@/components/ui/paged-view';
import { SafeHtml } from '@/components/ui/safe-html';
import { useAnnouncements, type AnnouncementFilter } from '../api/get-announcements';
import styles from './announcements.module.css';

type Props = {
  /** The notice-list variant (noticeModal): open on the page of this notice, with it expanded. */
  noticeId?: number | null;
  onInternalLink: (path: string) => void;
};

/**
 * The announcement list (publicModal, spec §2): 9 titles a page, a pager with 1 margin page and a
 * range of 5; a click on a title toggles its content open or closed.
 */
export function AnnouncementList({ noticeId, onInternalLink }: Props) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState<number | null>(null);
  const [expanded, setExpanded] = useState<number | null>(noticeId ?? null);
  const filter: AnnouncementFilter =
    pageNo === null && noticeId ? { language: i18n.language, noticeId } : { language: i18n.language, pageNo: pageNo ?? 1 };
  const query = useAnnouncements(filter);
  const dateTime = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className={styles.list} data-testid="announcement-list">
      <PagedView
        query={query}
        emptyText={t('announcements.empty')}
        onPage={(p) => {
          setPageNo(p);
          setExpanded(null);
        }}
      >
        {(p) => (
          <ul className={styles.items}>
            {p.list.map((a) => {
              const open = expanded === a.id;
              const panel = `announcement-${a.id}`;
              return (
                <li key={a.id} className={styles.item} data-expanded={open}>
                  <button
                    type="button"
                    className={styles.itemHead}
                    aria-expanded={open}
                    aria-controls={panel}
                    onClick={() => setExpanded(open ? null : a.id)}
                  >
                    <span className={styles.itemTitle}>{a.title}</span>{' '}
                    <time className={styles.time} dateTime={a.time}>
                      {dateTime(a.time)}
                    </time>
                  </button>
                  {open ? (
                    <div id={panel} className={styles.itemBody} role="region" aria-label={a.title}>
                      <SafeHtml html={a.content} onInternalLink={onInternalLink} />
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </PagedView>
    </div>
  );
}
