import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { POINT_LIMITS, type PointItem, type RedeemResult } from '@jade/contract/points';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PaymentPasswordField } from '@/components/ui/payment-password-field';
import { fieldStyles, TextField } from '@/components/ui/text-field';
import { useRedeemItem } from '../api/redeem-item';
import { attemptFor, formatPoints, maxQuantity, type Attempt } from '../point-rules';
import { PointsFailure } from './points-failure';
import styles from './points.module.css';

type Props = {
  item: PointItem | null;
  points: number;
  money: (minor: number) => string;
  securityPath: string;
  onTrialBlocked: () => void;
  onClose: () => void;
};

/** The redeem dialog of the chosen item (nothing renders while none is chosen). */
export function RedeemDialog({ item, onClose, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(o) => !o && onClose()}
      title={item ? t('pointMall.redeem.title', { name: item.name }) : ''}
    >
      {item ? <RedeemForm key={item.id} item={item} onClose={onClose} {...rest} /> : null}
    </Dialog>
  );
}

/**
 * Quantity, where to send goods, and the payment password; sent encrypted, once however often
 * Confirm is pressed, and with the same request id when the member retries the same failed
 * submit. The answer shows the points left and, for cash, the new wallet balance.
 */
function RedeemForm({ item, points, money, securityPath, onTrialBlocked, onClose }: Props & { item: PointItem }) {
  const { t, i18n } = useTranslation();
  const redeem = useRedeemItem();
  const [quantity, setQuantity] = useState('1');
  const [delivery, setDelivery] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<z.infer<typeof RedeemResult> | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const sending = useRef(false);
  const n = (v: number) => formatPoints(v, i18n.language);
  const max = Math.max(1, maxQuantity(item, points));
  const qty = /^\d+$/.test(quantity) ? Number(quantity) : NaN;
  const goods = item.kind === 'GOODS';
  const errors = {
    quantity: qty >= 1 && qty <= max ? null : t('pointMall.redeem.quantityRange', { max: n(max) }),
    delivery: goods && !delivery.trim() ? t('pointMall.redeem.deliveryRequired') : null,
    password: /^\d{6}$/.test(password) ? null : t('pointMall.redeem.sixDigits'),
  };
  const total = Number.isFinite(qty) ? qty * item.points : item.points;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (sending.current || done || errors.quantity || errors.delivery || errors.password) return;
    const body = { itemId: item.id, quantity: qty, ...(goods ? { delivery: delivery.trim() } : {}) };
    attempt.current = attemptFor(attempt.current, JSON.stringify(body));
    sending.current = true;
    redeem.mutate(
      { ...body, paymentPassword: password, requestId: attempt.current.id },
      {
        onSuccess: (r) => setDone(r),
        onError: () => {
          sending.current = false;
        },
        onSettled: () => setPassword(''),
      },
    );
  };

  if (done)
    return (
      <div className={styles.form}>
        <p className={styles.success} role="status" data-testid="redeem-done">
          {done.balance !== null
            ? t('pointMall.redeem.doneCash', {
                name: item.name,
                amount: money(done.redemption.amount),
                balance: money(done.balance),
                points: n(done.points),
              })
            : t('pointMall.redeem.doneGoods', { name: item.name, points: n(done.points) })}
        </p>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </div>
    );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <dl className={styles.facts}>
        <dt>{t('pointMall.redeem.each')}</dt>
        <dd>{n(item.points)}</dd>
        <dt>{t('pointMall.redeem.total')}</dt>
        <dd data-testid="redeem-total">{n(total)}</dd>
        <dt>{t('pointMall.redeem.after')}</dt>
        <dd>{n(Math.max(0, points - total))}</dd>
      </dl>
      <TextField
        label={t('pointMall.redeem.quantity')}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
        error={tried ? errors.quantity : null}
      />
      {goods ? (
        <div className={fieldStyles.field}>
          <label htmlFor={`delivery-${item.id}`} className={fieldStyles.label}>
            {t('pointMall.redeem.delivery')}
          </label>
          <textarea
            id={`delivery-${item.id}`}
            className={styles.textarea}
            rows={3}
            maxLength={POINT_LIMITS.deliveryMaxChars}
            value={delivery}
            aria-invalid={tried && Boolean(errors.delivery)}
            onChange={(e) => setDelivery(e.target.value)}
          />
          {tried && errors.delivery ? (
            <p className={fieldStyles.error} role="alert">
              {errors.delivery}
            </p>
          ) : null}
        </div>
      ) : null}
      <PaymentPasswordField
        label={t('pointMall.redeem.paymentPassword')}
        value={password}
        onChange={setPassword}
        error={tried ? errors.password : null}
      />
      <PointsFailure error={redeem.error} securityPath={securityPath} onTrialBlocked={onTrialBlocked} testId="redeem-error" />
      <Button type="submit" disabled={redeem.isPending}>
        {redeem.isPending ? t('pointMall.redeem.sending') : t('pointMall.redeem.confirm')}
      </Button>
    </form>
  );
}
