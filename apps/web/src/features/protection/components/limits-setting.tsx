import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LIMIT_COOLING_OFF_HOURS,
  MONEY_LIMIT_KINDS,
  SESSION_LIMIT_MINUTES,
  type Limit,
  type LimitKind,
} from '@jade/contract/protection';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { formatMoney, parseMoney } from '@/lib/money';
import { useCancelPendingLimit, useLimits, useSetLimit } from '../api/limits';
import styles from './limits.module.css';

/**
 * Security centre → limits on the member's own play: deposits, losses and wagers per day, week
 * and month, and a session time limit, each with what its period used and has left. Lowering
 * applies at once; raising or removing waits out the cooling-off period, shown and cancellable.
 */
export function LimitsSetting() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const limits = useLimits();
  const blocked = limits.data?.sessionBlockedUntil ?? null;
  return (
    <Card aria-labelledby={titleId} data-testid="limits-setting">
      <h2 id={titleId}>{t('protection.limits.title')}</h2>
      <p className={styles.muted}>{t('protection.limits.hint', { hours: LIMIT_COOLING_OFF_HOURS })}</p>
      {blocked ? (
        <p className={styles.blocked} role="status" data-testid="limits-blocked">
          {t('protection.limits.blockedUntil', { time: formatDateTime(blocked, i18n.language) })}
        </p>
      ) : null}
      <QueryState query={limits} empty={false} emptyText="">
        {[...MONEY_LIMIT_KINDS, 'SESSION' as const].map((kind) => (
          <fieldset key={kind} className={styles.kind}>
            <legend>{t(`protection.limits.kind.${kind}`)}</legend>
            {(limits.data?.limits ?? [])
              .filter((l) => l.kind === kind)
              .map((l) => (
                <LimitRow key={`${l.kind}-${l.period}`} limit={l} />
              ))}
          </fieldset>
        ))}
      </QueryState>
    </Card>
  );
}

const isSession = (kind: LimitKind) => kind === 'SESSION';

/** One limit: its value, the period's use, a pending change with cancel, and the form that changes it. */
function LimitRow({ limit }: { limit: Limit }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const set = useSetLimit();
  const cancel = useCancelPendingLimit();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const session = isSession(limit.kind);
  const show = (n: number) => (session ? t('protection.limits.minutes', { count: n }) : formatMoney(n));
  const value = session ? (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null) : parseMoney(text);
  const invalid = session
    ? value === null || value < SESSION_LIMIT_MINUTES.min || value > SESSION_LIMIT_MINUTES.max
    : value === null || value <= 0;
  const label = session ? t('protection.limits.sessionLabel') : t(`protection.limits.period.${limit.period}`);
  const save = (amount: number | null) => {
    setSaved(null);
    set.mutate(
      { kind: limit.kind, period: limit.period, amount },
      {
        onSuccess: (all) => {
          const now = all.limits.find((l) => l.kind === limit.kind && l.period === limit.period);
          setText('');
          setTried(false);
          setSaved(
            now?.pending
              ? t('protection.limits.savedLater', { time: formatDateTime(now.pending.effectiveAt, i18n.language) })
              : t('protection.limits.savedNow'),
          );
        },
      },
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!invalid) save(value);
  };
  const pending = limit.pending;
  return (
    <div className={styles.limit} data-testid={`limit-${limit.kind}-${limit.period}`}>
      <div className={styles.head}>
        <span id={`${id}-name`}>{label}</span>
        <strong>{limit.amount === null ? t('protection.limits.none') : show(limit.amount)}</strong>
      </div>
      {limit.amount !== null ? (
        <>
          <ProgressBar
            labelledBy={`${id}-name`}
            value={limit.used}
            max={limit.amount}
            percent={(limit.used / limit.amount) * 100}
            text={t('protection.limits.used', { used: show(limit.used), limit: show(limit.amount) })}
          />
          <p className={styles.muted}>
            {t('protection.limits.left', {
              left: show(limit.remaining ?? 0),
              time: formatDateTime(limit.periodEndsAt, i18n.language),
            })}
          </p>
        </>
      ) : null}
      {pending ? (
        <p className={styles.pending}>
          {pending.amount === null
            ? t('protection.limits.pendingRemoval', { time: formatDateTime(pending.effectiveAt, i18n.language) })
            : t('protection.limits.pendingRaise', {
                amount: show(pending.amount),
                time: formatDateTime(pending.effectiveAt, i18n.language),
              })}{' '}
          <Button
            variant="ghost"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate({ kind: limit.kind, period: limit.period }, { onSuccess: () => setSaved(null) })}
          >
            {t('protection.limits.cancelPending')}
          </Button>
        </p>
      ) : null}
      <form className={styles.edit} onSubmit={submit} noValidate>
        <TextField
          label={session ? t('protection.limits.newMinutes') : t('protection.limits.newAmount')}
          inputMode={session ? 'numeric' : 'decimal'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={
            tried && invalid
              ? session
                ? t('protection.limits.minutesInvalid', SESSION_LIMIT_MINUTES)
                : t('protection.limits.amountInvalid')
              : null
          }
        />
        <div className={styles.buttons}>
          <Button type="submit" disabled={set.isPending}>
            {t('protection.limits.save')}
          </Button>
          {limit.amount !== null && !(pending && pending.amount === null) ? (
            <Button variant="secondary" disabled={set.isPending} onClick={() => save(null)}>
              {t('protection.limits.remove')}
            </Button>
          ) : null}
        </div>
      </form>
      {saved ? <p role="status">{saved}</p> : null}
      {set.isError || cancel.isError ? (
        <p className={styles.error} role="alert">
          {errorText(t, set.error ?? cancel.error)}
        </p>
      ) : null}
    </div>
  );
}
