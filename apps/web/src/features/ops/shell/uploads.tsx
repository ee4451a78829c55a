import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/errors';
import { opsBlobUrl } from '../api/ops-api';

/** A member's uploaded images (receipts, proofs, attachments), shown when asked: fetched with the operator's session. */
export function Uploads({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation();
  const [urls, setUrls] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  if (ids.length === 0) return <>—</>;
  if (urls)
    return (
      <span style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        {urls.map((u, i) => (
          <a key={u} href={u} target="_blank" rel="noreferrer">
            <img src={u} alt={t('ops.shell.attachment', { n: i + 1 })} width={64} height={64} style={{ objectFit: 'cover' }} />
          </a>
        ))}
      </span>
    );
  return (
    <>
      <Button
        variant="ghost"
        onClick={() =>
          void Promise.all(ids.map((id) => opsBlobUrl(`/ops/uploads/${encodeURIComponent(id)}`))).then(setUrls, setProblem)
        }
      >
        {t('ops.shell.showAttachments', { count: ids.length })}
      </Button>
      {problem ? <span role="alert">{errorText(t, problem)}</span> : null}
    </>
  );
}
