import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@jade/contract/system';
import { formatDateTime } from '@/lib/dates';
import { diffOf, shown } from './audit-diff';
import styles from './audit.module.css';

/** One audit entry: who did what and when; opened, the before/after of every changed key. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const rows = diffOf(entry.before, entry.after);
  return (
    <li className={styles.entry} data-testid="ops-audit-entry" data-action={entry.action}>
      <details>
        <summary>
          <span className={styles.action}>{entry.action}</span>
          <span>{entry.actor}</span>
          <span className={styles.muted}>{formatDateTime(entry.createdAt, i18n.language)}</span>
          {entry.ip ? <span className={styles.muted}>{entry.ip}</span> : null}
        </summary>
        {rows.length === 0 ? (
          <p className={styles.muted}>{t('ops.audit.noState')}</p>
        ) : (
          <table className={styles.diff} data-testid="ops-audit-diff">
            <caption className="visually-hidden">{t('ops.audit.diffCaption', { action: entry.action })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('ops.audit.key')}</th>
                <th scope="col">{t('ops.audit.change')}</th>
                <th scope="col">{t('ops.audit.before')}</th>
                <th scope="col">{t('ops.audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.path} data-kind={r.kind}>
                  <th scope="row">{r.path || '—'}</th>
                  <td>{t(`ops.audit.kind.${r.kind}`)}</td>
                  <td>{shown(r.before)}</td>
                  <td>{shown(r.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
    </li>
  );
}
