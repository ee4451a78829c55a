import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PaymentPasswordField } from '@/components/ui/payment-password-field';
import { TextField } from '@/components/ui/text-field';
import { useConvertPoints } from '../api/convert-points';
import { attemptFor, exchangePreview, formatPoints, parsePoints, type Attempt, type Tier } from '../point-rules';
import { PointsFailure } from './points-failure';
import styles from './points.module.css';

type Props = {
  tiers: readonly Tier[];
  points: number;
  money: (minor: number) => string;
  securityPath: string;
  onTrialBlocked: () => void;
};

/**
 * Points to money: as the member types, what they would receive at the tier the amount reaches;
 * then the payment password. Sent encrypted and once per press, with the same request id on a
 * retry of the same failed submit.
 */
export function ConvertForm({ tiers, points, money, securityPath, onTrialBlocked }: Props) {
  const { t, i18n } = useTranslation();
  const convert = useConvertPoints();
  const [text, setText] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const sending = useRef(false);
  const n = (v: number) => formatPoints(v, i18n.language);
  const wanted = parsePoints(text);
  const preview = wanted === null ? null : exchangePreview(tiers, wanted);
  const first = tiers.reduce<number | null>((low, tier) => (low === null || tier.fromPoints < low ? tier.fromPoints : low), null);
  const amountError =
    wanted === null || wanted <= 0
      ? t('pointMall.convert.invalid')
      : wanted > points
        ? t('pointMall.convert.aboveBalance', { points: n(points) })
        : !preview
          ? t('pointMall.convert.belowTier', { points: n(first ?? 0) })
          : null;
  const passwordError = /^\d{6}$/.test(password) ? null : t('pointMall.redeem.sixDigits');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setDone(null);
    if (sending.current || amountError || passwordError || wanted === null) return;
    attempt.current = attemptFor(attempt.current, String(wanted));
    sending.current = true;
    convert.mutate(
      { points: wanted, paymentPassword: password, requestId: attempt.current.id },
      {
        onSuccess: (r) => {
          attempt.current = null;
          setText('');
          setTried(false);
          setDone(
            t('pointMall.convert.done', {
              points: n(wanted),
              amount: money(r.amount),
              balance: money(r.balance),
              left: n(r.points),
            }),
          );
        },
        onSettled: () => {
          sending.current = false;
          setPassword('');
        },
      },
    );
  };

  return (
    <Card aria-labelledby="convert-title" data-testid="convert-form">
      <h2 id="convert-title">{t('pointMall.convert.title')}</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('pointMall.convert.points')}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={tried || (text && wanted !== null) ? amountError : null}
        />
        {preview && !amountError ? (
          <p className={styles.preview} aria-live="polite" data-testid="convert-preview">
            {t('pointMall.convert.preview', {
              amount: money(preview.amount),
              rate: money(preview.tier.rate),
              from: n(preview.tier.fromPoints),
            })}
          </p>
        ) : null}
        <PaymentPasswordField
          label={t('pointMall.redeem.paymentPassword')}
          value={password}
          onChange={setPassword}
          error={tried ? passwordError : null}
        />
        <PointsFailure error={convert.error} securityPath={securityPath} onTrialBlocked={onTrialBlocked} testId="convert-error" />
        {done ? (
          <p className={styles.success} role="status" data-testid="convert-done">
            {done}
          </p>
        ) : null}
        <Button type="submit" disabled={convert.isPending}>
          {convert.isPending ? t('pointMall.convert.sending') : t('pointMall.convert.submit')}
        </Button>
      </form>
    </Card>
  );
}
