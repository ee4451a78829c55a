import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsPromotion } from '@jade/contract/promotions';
import { SafeHtml } from '@/components/ui/safe-html';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { opsApi } from '../api/ops-api';
import { FormDialog } from '../shell/form-dialog';
import { LocalizedTexts, type Texts } from '../shell/localized-texts';
import { inputOf, textsOf } from './promotion-input';
import styles from './promotions.module.css';

/**
 * A promotion's texts (title and rules per language; for the admin also its banner address): the
 * rules are HTML that the server cleans, shown beside the editor as the member will see them (the
 * site's sanitizer). The content role saves through the texts-only call, which changes nothing else.
 */
export function PromotionTextsDialog({
  promotion,
  withBanner,
  onClose,
}: {
  promotion: OpsPromotion;
  withBanner: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState<Texts>({ ...promotion.title });
  const [rules, setRules] = useState<Texts>({ ...promotion.rules });
  const [bannerUrl, setBannerUrl] = useState(promotion.bannerUrl);
  const fieldError = (problem: unknown, path: string) =>
    problem instanceof ApiError ? (problem.issues.find((i) => i.path.startsWith(path))?.message ?? null) : null;
  const save = () => {
    const texts = textsOf(title, rules);
    return withBanner
      ? opsApi(`/ops/promotions/${promotion.id}`, OpsPromotion, {
          method: 'PUT',
          body: { ...inputOf(promotion), ...texts, bannerUrl: bannerUrl.trim() },
        })
      : opsApi(`/ops/promotions/${promotion.id}/texts`, OpsPromotion, { method: 'PUT', body: texts });
  };
  return (
    <FormDialog title={t('ops.promotions.editTexts')} save={save} refresh={['ops', 'promotions']} onClose={onClose}>
      {(problem) => (
        <>
          <LocalizedTexts title={title} onTitle={setTitle} titleError={fieldError(problem, 'title')}>
            {(lang) => (
              <div className={styles.editor}>
                <label className={styles.html}>
                  {t('ops.promotions.rulesField')}
                  <textarea
                    rows={10}
                    value={rules[lang] ?? ''}
                    onChange={(e) => setRules({ ...rules, [lang]: e.target.value })}
                  />
                </label>
                <div className={styles.preview} aria-live="polite">
                  <p className={styles.previewLabel}>{t('ops.promotions.preview')}</p>
                  <SafeHtml html={rules[lang] ?? ''} />
                </div>
              </div>
            )}
          </LocalizedTexts>
          {withBanner ? (
            <TextField
              label={t('ops.promotions.bannerUrl')}
              value={bannerUrl}
              maxLength={500}
              onChange={(e) => setBannerUrl(e.target.value)}
              error={fieldError(problem, 'bannerUrl')}
            />
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
