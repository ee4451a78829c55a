import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralLink } from '@jade/contract/referrals';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { useUpdateReferralLink } from '../api/update-referral-link';
import { absoluteUrl, labelProblem } from './link-label';
import { LinkQr } from './link-qr';
import styles from './referral.module.css';

type Props = { link: ReferralLink; onCopy: (value: string) => void };

/** One managed link: its label, code, address and QR code, friends registered, copy, rename, off and on. */
export function ReferralLinkItem({ link, onCopy }: Props) {
  const { t } = useTranslation();
  const update = useUpdateReferralLink();
  const [draft, setDraft] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const url = absoluteUrl(link.url);
  const problem = draft === null ? null : labelProblem(t, draft);
  const save = () => {
    setTried(true);
    if (draft === null || problem) return;
    update.mutate(
      { id: link.id, label: draft.trim() },
      {
        onSuccess: () => {
          setDraft(null);
          setTried(false);
        },
      },
    );
  };
  return (
    <li className={styles.link} data-testid="referral-link" data-enabled={link.enabled}>
      <LinkQr url={url} title={t('referral.qr', { label: link.label })} />
      <div className={styles.linkBody}>
        <h3>{link.label}</h3>
        <p>
          {t('referral.links.code')} <code>{link.code}</code>
        </p>
        <p className={styles.url}>
          <code>{url}</code>
        </p>
        <p className={styles.muted}>
          <span data-testid="referral-link-uses">{t('referral.uses', { count: link.uses })}</span> ·{' '}
          {link.enabled ? t('referral.links.on') : t('referral.links.offState')}
        </p>
        {draft !== null ? (
          <form
            className={styles.rename}
            onSubmit={(e) => {
              e.preventDefault();
              save();
            }}
          >
            <TextField
              label={t('referral.links.newLabel')}
              value={draft}
              maxLength={60}
              onChange={(e) => setDraft(e.target.value)}
              error={tried ? problem : null}
            />
            <div className={styles.actions}>
              <Button type="submit" disabled={update.isPending}>
                {t('referral.links.save')}
              </Button>
              <Button variant="ghost" onClick={() => setDraft(null)}>
                {t('referral.links.cancel')}
              </Button>
            </div>
          </form>
        ) : null}
        {update.error ? (
          <p className={styles.error} role="alert">
            {errorText(t, update.error)}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onCopy(url)} aria-label={t('referral.links.copy', { label: link.label })}>
          {t('referral.code.copyLink')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => setDraft(link.label)}
          aria-label={t('referral.links.rename', { label: link.label })}
        >
          {t('referral.links.renameButton')}
        </Button>
        <Button
          variant="secondary"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: link.id, enabled: !link.enabled })}
        >
          {link.enabled ? t('referral.links.disable', { label: link.label }) : t('referral.links.enable', { label: link.label })}
        </Button>
      </div>
    </li>
  );
}
