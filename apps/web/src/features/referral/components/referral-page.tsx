import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REFERRAL_LIMITS, type ReferralOverview } from '@jade/contract/referrals';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { useCreateReferralLink } from '../api/create-referral-link';
import { useReferral } from '../api/get-referral';
import { useCopy } from './copy-dialog';
import { absoluteUrl, labelProblem } from './link-label';
import { LinkQr } from './link-qr';
import { ReferralLinkItem } from './referral-link-item';
import styles from './referral.module.css';

type Props = { symbol: string; rewardsPath: string };

/**
 * Invite friends (personal centre `referral`): the member's code and default link, the links they
 * manage (label, copy, QR code, friends registered, rename, off and on), the reward rules in
 * words and the friends invited so far. Each copy is confirmed in a dialog.
 */
export function ReferralPage({ symbol, rewardsPath }: Props) {
  const { t } = useTranslation();
  const query = useReferral();
  const { copy, dialog } = useCopy();
  const onCopy = (value: string) => void copy(value);
  const data = query.data;
  return (
    <section className={styles.page} aria-labelledby="referral-title" data-testid="referral-page">
      <h1 id="referral-title">{t('referral.title')}</h1>
      <p className={styles.muted}>{t('referral.intro')}</p>
      <QueryState query={query} empty={false} emptyText="">
        {data ? (
          <>
            <MyCode data={data} onCopy={onCopy} />
            <Summary data={data} money={(m) => formatMoney(m, symbol)} />
            <Links data={data} onCopy={onCopy} />
            <Rules data={data} money={(m) => formatMoney(m, symbol)} rewardsPath={rewardsPath} />
          </>
        ) : null}
      </QueryState>
      {dialog}
    </section>
  );
}

type Part = { data: ReferralOverview };

function MyCode({ data, onCopy }: Part & { onCopy: (v: string) => void }) {
  const { t } = useTranslation();
  const url = absoluteUrl(data.url);
  return (
    <Card aria-labelledby="referral-code" className={styles.codeCard} data-testid="referral-code">
      <LinkQr url={url} title={t('referral.qr', { label: t('referral.code.defaultLink') })} />
      <div className={styles.linkBody}>
        <h2 id="referral-code">{t('referral.code.title')}</h2>
        <p className={styles.code} data-testid="referral-code-value">
          {data.code}
        </p>
        <h3>{t('referral.code.defaultLink')}</h3>
        <p className={styles.url}>
          <code>{url}</code>
        </p>
        <p className={styles.muted} data-testid="referral-default-uses">
          {t('referral.uses', { count: data.defaultUses })}
        </p>
      </div>
      <div className={styles.actions}>
        <Button onClick={() => onCopy(data.code)}>{t('referral.code.copy')}</Button>
        <Button variant="secondary" onClick={() => onCopy(url)}>
          {t('referral.code.copyLink')}
        </Button>
      </div>
    </Card>
  );
}

function Summary({ data, money }: Part & { money: (m: number) => string }) {
  const { t } = useTranslation();
  const s = data.summary;
  return (
    <Card aria-labelledby="referral-summary">
      <h2 id="referral-summary">{t('referral.summary.title')}</h2>
      <dl className={styles.summary} data-testid="referral-summary">
        <div>
          <dt>{t('referral.summary.registered')}</dt>
          <dd>{s.registered}</dd>
        </div>
        <div>
          <dt>{t('referral.summary.qualified')}</dt>
          <dd>{s.qualified}</dd>
        </div>
        <div>
          <dt>{t('referral.summary.earned')}</dt>
          <dd>{money(s.rewardsEarned)}</dd>
        </div>
      </dl>
    </Card>
  );
}

function Links({ data, onCopy }: Part & { onCopy: (v: string) => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  const create = useCreateReferralLink();
  const [label, setLabel] = useState('');
  const [tried, setTried] = useState(false);
  const problem = labelProblem(t, label);
  const submit = () => {
    setTried(true);
    if (problem) return;
    create.mutate(label.trim(), {
      onSuccess: () => {
        setLabel('');
        setTried(false);
      },
    });
  };
  return (
    <Card aria-labelledby="referral-links" data-testid="referral-links">
      <h2 id="referral-links">{t('referral.links.title')}</h2>
      <form
        className={styles.create}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t('referral.links.label')}
          value={label}
          maxLength={60}
          aria-describedby={hintId}
          onChange={(e) => setLabel(e.target.value)}
          error={tried ? problem : null}
        />
        <p id={hintId} className={styles.muted}>
          {t('referral.links.hint', { max: REFERRAL_LIMITS.labelMax, limit: REFERRAL_LIMITS.linksMax })}
        </p>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('referral.links.creating') : t('referral.links.create')}
        </Button>
        {create.error ? (
          <p className={styles.error} role="alert">
            {errorText(t, create.error)}
          </p>
        ) : null}
      </form>
      {data.links.length === 0 ? (
        <p className={styles.muted} role="status">
          {t('referral.links.empty')}
        </p>
      ) : (
        <ul className={styles.links}>
          {data.links.map((l) => (
            <ReferralLinkItem key={l.id} link={l} onCopy={onCopy} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function Rules({ data, money, rewardsPath }: Part & { money: (m: number) => string; rewardsPath: string }) {
  const { t } = useTranslation();
  const r = data.rules;
  return (
    <Card aria-labelledby="referral-rules" data-testid="referral-rules">
      <h2 id="referral-rules">{t('referral.rules.title')}</h2>
      <ul className={styles.rules}>
        <li>
          {t('referral.rules.reward', {
            amount: money(r.rewardAmount),
            deposit: money(r.minFirstDeposit),
            bet: money(r.validBetThreshold),
          })}
        </li>
        <li>{t('referral.rules.once')}</li>
        <li>
          {r.turnoverMultiple > 0
            ? t('referral.rules.turnover', { multiple: r.turnoverMultiple })
            : t('referral.rules.noTurnover')}
        </li>
        <li>{t('referral.rules.claim', { days: r.claimDays })}</li>
      </ul>
      <Link to={rewardsPath}>{t('referral.rules.toRewards')}</Link>
    </Card>
  );
}
