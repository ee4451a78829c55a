import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGE_CONTENT_MAX_CHARS, MESSAGE_TITLE_MAX_CHARS, OpsSendMessageResult } from '@jade/contract/messages';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { opsApi } from '../api/ops-api';
import { SUPPORT_KEY } from './support-api';
import styles from './support.module.css';

type To = 'member' | 'team' | 'all';
const LANGS = ['en', 'ne'] as const;

/** Sends an internal message to one member, an agent's team or everyone; title and text per language (English required). */
export function SendMessageForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [to, setTo] = useState<To>('member');
  const [name, setName] = useState('');
  const [title, setTitle] = useState<Record<string, string>>({});
  const [content, setContent] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [sent, setSent] = useState<number | null>(null);
  const field = (path: string) =>
    problem instanceof ApiError ? (problem.issues.find((i) => i.path.startsWith(path))?.message ?? null) : null;
  const filled = (r: Record<string, string>) => Object.fromEntries(Object.entries(r).filter(([, v]) => v.trim() !== ''));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    setSent(null);
    try {
      const audience = to === 'all' ? { to } : to === 'member' ? { to, username: name.trim() } : { to, agent: name.trim() };
      const res = await opsApi('/ops/messages', OpsSendMessageResult, {
        method: 'POST',
        body: { audience, title: filled(title), content: filled(content) },
      });
      setSent(res.recipients);
      setTitle({});
      setContent({});
      await queryClient.invalidateQueries({ queryKey: [...SUPPORT_KEY, 'sent'] });
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      aria-label={t('ops.support.send.heading')}
      data-testid="send-message"
    >
      <h2>{t('ops.support.send.heading')}</h2>
      <div className={styles.row}>
        <label className={styles.select}>
          {t('ops.support.send.to')}
          <select value={to} onChange={(e) => setTo(e.target.value as To)}>
            {(['member', 'team', 'all'] as const).map((x) => (
              <option key={x} value={x}>
                {t(`ops.support.audience.${x}`)}
              </option>
            ))}
          </select>
        </label>
        {to !== 'all' ? (
          <TextField
            label={to === 'member' ? t('ops.support.send.username') : t('ops.support.send.agent')}
            value={name}
            maxLength={64}
            autoComplete="off"
            required
            onChange={(e) => setName(e.target.value)}
            error={field('audience')}
          />
        ) : null}
      </div>
      {LANGS.map((l) => (
        <fieldset key={l} className={styles.form}>
          <legend>{t(`ops.support.lang.${l}`)}</legend>
          <TextField
            label={t('ops.support.send.title')}
            value={title[l] ?? ''}
            maxLength={MESSAGE_TITLE_MAX_CHARS}
            required={l === 'en'}
            onChange={(e) => setTitle({ ...title, [l]: e.target.value })}
            error={l === 'en' ? field('title') : null}
          />
          <label className={styles.text}>
            {t('ops.support.send.content')}
            <textarea
              value={content[l] ?? ''}
              maxLength={MESSAGE_CONTENT_MAX_CHARS}
              required={l === 'en'}
              onChange={(e) => setContent({ ...content, [l]: e.target.value })}
            />
          </label>
        </fieldset>
      ))}
      {problem ? (
        <p role="alert" className={styles.error}>
          {errorText(t, problem)}
        </p>
      ) : null}
      {sent !== null ? (
        <p role="status" className={styles.done}>
          {t('ops.support.send.done', { count: sent })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {t('ops.support.send.submit')}
        </Button>
      </div>
    </form>
  );
}
