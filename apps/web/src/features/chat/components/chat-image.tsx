import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatAttachment } from '@jade/contract/chat';
import { getAttachment } from '../api/get-attachment';
import type { ChatParty } from '../api/party';

type Props = { party: ChatParty; conversationId: number; attachment: ChatAttachment; label: string };

/** An image of the conversation, fetched with the caller's token and shown from an object URL. */
export function ChatImage({ party, conversationId, attachment, label }: Props) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    let objectUrl: string | null = null;
    getAttachment(party, conversationId, attachment.id, abort.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      () => !abort.signal.aborted && setFailed(true),
    );
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
    // The party's token does not change for an image already shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refetching on a new party object would flash every image
  }, [attachment.id, conversationId]);
  if (failed) return <span className="visually-hidden">{t('chat.imageUnavailable')}</span>;
  if (!url) return <span aria-busy="true" style={{ display: 'inline-block', width: 96, height: 96 }} />;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      <img src={url} alt={label} width={96} height={96} />
    </a>
  );
}
