import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownlineKind } from '@jade/contract/agents';
import { LIMITS } from '@jade/contract/limits';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { fieldStyles } from '@/components/ui/text-field';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { useCreateInviteLink } from '../api/create-invite-link';
import { useInviteLinks } from '../api/get-invite-links';
import { useUpdateInviteLink } from '../api/update-invite-link';
import styles from './agent.module.css';
import { tierRates } from './contract-tiers';
import { initialContracts, InitialContractsFields, useOwnRates, type InitialDrafts } from './initial-contracts';

// The QR code library loads only when a link is shown.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/** The registration address a link stands for: the site's register page with the affiliate code. */
export function inviteUrl(origin: string, code: string): string {
  return `${origin}/register?affiliateCode=${encodeURIComponent(code)}`;
}

/**
 * Register centre: the agent's invitation links — kind, default contracts (agent links), QR code,
 * use count, on/off.
 */
export function InviteLinks() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const kindId = useId();
  const links = useInviteLinks();
  const create = useCreateInviteLink();
  const update = useUpdateInviteLink();
  const [kind, setKind] = useState<DownlineKind>('MEMBER');
  const [drafts, setDrafts] = useState<InitialDrafts>({});
  const [tried, setTried] = useState(false);
  const own = useOwnRates();
  const contracts = kind === 'AGENT' ? initialContracts(drafts, own) : [];
  const list = links.data?.list ?? [];
  const submit = () => {
    setTried(true);
    if (contracts === null) return;
    create.mutate(
      { kind, ...(kind === 'AGENT' && contracts.length > 0 ? { contracts } : {}) },
      {
        onSuccess: () => {
          setDrafts({});
          setTried(false);
        },
      },
    );
  };
  return (
    <Card aria-labelledby={headingId} data-testid="invite-links">
      <h2 id={headingId}>{t('agent.links.title')}</h2>
      <div className={styles.row}>
        <div className={styles.selectField}>
          <label htmlFor={kindId}>{t('agent.links.kind')}</label>
          <select id={kindId} className={styles.select} value={kind} onChange={(e) => setKind(e.target.value as DownlineKind)}>
            {DownlineKind.options.map((k) => (
              <option key={k} value={k}>
                {t(`agent.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {kind === 'AGENT' ? (
        <InitialContractsFields
          own={own}
          value={drafts}
          onChange={setDrafts}
          showErrors={tried}
          note={t('agent.initial.linkNote')}
        />
      ) : null}
      <div className={styles.actions}>
        <Button onClick={submit} disabled={create.isPending}>
          {t('agent.links.create')}
        </Button>
      </div>
      {create.isError || update.isError ? (
        <p className={fieldStyles.alert} role="alert">
          {errorText(t, create.error ?? update.error)}
        </p>
      ) : null}
      <QueryState query={links} empty={list.length === 0} emptyText={t('agent.links.empty')}>
        <ul className={styles.links}>
          {list.map((l) => {
            const url = inviteUrl(window.location.origin, l.code);
            return (
              <li key={l.id} className={styles.link} data-testid="invite-link">
                <div className={styles.qr}>
                  <Suspense fallback={null}>
                    <QRCodeSVG value={url} size={LIMITS.qrCodeSize} title={t('agent.links.qr', { code: l.code })} />
                  </Suspense>
                </div>
                <div>
                  <p>
                    <strong>{t(`agent.kinds.${l.kind}`)}</strong> · {t('agent.links.code')} <code>{l.code}</code>
                  </p>
                  <p>
                    <code>{url}</code>
                  </p>
                  {l.contracts.length > 0 ? (
                    <p data-testid="invite-link-contracts">
                      {t('agent.links.defaults')}:{' '}
                      {l.contracts
                        .map((c) =>
                          t('agent.links.contractRates', {
                            kind: t(`agent.contracts.kinds.${c.kind}`),
                            rates: tierRates(c.tiers),
                          }),
                        )
                        .join(' · ')}
                    </p>
                  ) : null}
                  <p className={styles.muted}>
                    {t('agent.links.uses', { count: l.uses })} · {formatDateTime(l.createdAt, i18n.language)} ·{' '}
                    {l.enabled ? t('agent.links.enabled') : t('agent.links.disabled')}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  disabled={update.isPending}
                  onClick={() => update.mutate({ id: l.id, enabled: !l.enabled })}
                >
                  {l.enabled ? t('agent.links.disable') : t('agent.links.enable')}
                </Button>
              </li>
            );
          })}
        </ul>
      </QueryState>
    </Card>
  );
}
