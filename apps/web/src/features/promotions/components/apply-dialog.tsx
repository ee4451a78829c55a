import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionItem } from '@jade/contract/promotions';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ImagePicker, type PickedImage } from '@/components/ui/image-picker';
import { fieldStyles } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { useApplyPromotion } from '../api/apply-promotion';
import {
  applyProblems,
  attemptFor,
  IMAGES_MAX,
  REMARK_MAX,
  remarkLength,
  serverProblems,
  type ApplyProblems,
  type Attempt,
} from '../promotion-apply';
import styles from './apply-dialog.module.css';

type Handlers = { onClose: () => void; onNeedLogin: () => void; onTrialBlocked: () => void };
type Props = Handlers & { promotion: PromotionItem | null };

/** The application of an application promotion, in its own dialog (the details close first). */
export function ApplyDialog({ promotion: p, ...handlers }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={p !== null}
      onOpenChange={(o) => !o && handlers.onClose()}
      title={t('promotions.apply.title', { title: p?.title ?? '' })}
    >
      {p && p.terms.kind === 'APPLY' ? <ApplyForm id={p.id} imagesRequired={p.terms.imagesRequired} {...handlers} /> : null}
    </Dialog>
  );
}

/**
 * A remark (1 to 140 characters once trimmed, counted as typed) and up to 3 png/jpg images,
 * checked here and again by the server, whose field refusals are shown on their field. A submit
 * is sent once however often it is pressed; a retry of the same application keeps its request id.
 */
function ApplyForm({
  id,
  imagesRequired,
  onClose,
  onNeedLogin,
  onTrialBlocked,
}: Handlers & { id: number; imagesRequired: number }) {
  const { t } = useTranslation();
  const ids = { remark: useId(), count: useId(), error: useId() };
  const apply = useApplyPromotion();
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [tried, setTried] = useState(false);
  const sending = useRef(false);
  const attempt = useRef<Attempt | null>(null);
  const local = applyProblems(remark, images.length, imagesRequired);
  const server = serverProblems(apply.error);
  const shown: ApplyProblems = {
    remark: local.remark === 'tooLong' || tried ? (local.remark ?? server.remark) : server.remark,
    images: tried ? (local.images ?? server.images) : server.images,
  };
  const length = remarkLength(remark);
  const failed = apply.error instanceof ApiError && apply.error.code.startsWith('AUTH_') ? null : apply.error;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    setTried(true);
    if (local.remark || local.images) return;
    const fields = { remark: remark.trim(), uploadIds: images.map((i) => i.id) };
    attempt.current = attemptFor(attempt.current, JSON.stringify(fields));
    sending.current = true;
    apply.mutate(
      { id, body: { ...fields, requestId: attempt.current.id } },
      {
        onSuccess: onClose,
        onError: (err) => {
          sending.current = false;
          const code = err instanceof ApiError ? err.code : null;
          if (code === 'AUTH_TRIAL_NOT_ALLOWED' || code === 'AUTH_NOT_LOGGED_IN') {
            onClose();
            (code === 'AUTH_TRIAL_NOT_ALLOWED' ? onTrialBlocked : onNeedLogin)();
          }
        },
      },
    );
  };

  const remarkText = shown.remark && t(`promotions.apply.problems.remark.${shown.remark}`, { max: REMARK_MAX });
  const imagesText = shown.images && t(`promotions.apply.problems.images.${shown.images}`, { count: imagesRequired });
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="apply-form">
      <p className={styles.intro}>{t('promotions.apply.intro')}</p>
      {failed ? (
        <p className={fieldStyles.alert} role="alert" data-testid="apply-error">
          {errorText(t, failed)}
        </p>
      ) : null}
      <div className={fieldStyles.field}>
        <label htmlFor={ids.remark} className={fieldStyles.label}>
          {t('promotions.apply.remark')}
        </label>
        <textarea
          id={ids.remark}
          className={styles.textarea}
          rows={4}
          value={remark}
          aria-invalid={Boolean(remarkText)}
          aria-describedby={remarkText ? `${ids.count} ${ids.error}` : ids.count}
          onChange={(e) => {
            setRemark(e.target.value);
            if (server.remark) apply.reset();
          }}
        />
        <p id={ids.count} className={styles.count} data-testid="apply-count" data-over={length > REMARK_MAX}>
          {t('promotions.apply.count', { length, max: REMARK_MAX })}
        </p>
        {remarkText ? (
          <p id={ids.error} className={fieldStyles.error} role="alert">
            {remarkText}
          </p>
        ) : null}
      </div>
      <ImagePicker
        label={t('promotions.apply.images')}
        hint={t(imagesRequired > 0 ? 'promotions.apply.imagesHint' : 'promotions.apply.imagesHintOptional', {
          count: imagesRequired,
          max: IMAGES_MAX,
        })}
        max={IMAGES_MAX}
        images={images}
        onChange={(next) => {
          setImages(next);
          if (server.images) apply.reset();
        }}
        error={imagesText || null}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={apply.isPending}>
          {apply.isPending ? t('promotions.apply.sending') : t('promotions.apply.submit')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
