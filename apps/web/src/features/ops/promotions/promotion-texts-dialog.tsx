import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsPromotion } from '@jade/contract/promotions';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SafeHtml } from '@/components/ui/safe-html';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { opsApi } from '../api/ops-api';
import { inputOf, textsOf } from './promotion-input';
import styles from './promotions.module.css';

const LANGS = ['en', 'ne'] as const;

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
  const queryClient = useQueryClient();
  const [title, setTitle] = useState<Record<string, string>>({ ...promotion.title });
  const [rules, setRules] = useState<Record<string, string>>({ ...promotion.rules });
  const [bannerUrl, setBannerUrl] = useState(promotion.bannerUrl);
  const [lang, setLang] = useState<(typeof LANGS)[number]>('en');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const fieldError = (path: string) =>
    problem instanceof ApiError ? (problem.issues.find((i) => i.path.startsWith(path))?.message ?? null) : null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const texts = textsOf(title, rules);
      await (withBanner
        ? opsApi(`/ops/promotions/${promotion.id}`, OpsPromotion, {
            method: 'PUT',
            body: { ...inputOf(promotion), ...texts, bannerUrl: bannerUrl.trim() },
          })
        : opsApi(`/ops/promotions/${promotion.id}/texts`, OpsPromotion, { method: 'PUT', body: texts }));
      await queryClient.invalidateQueries({ queryKey: ['ops', 'promotions'] });
      onClose();
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open size="wide" onOpenChange={(open) => !open && onClose()} title={t('ops.promotions.editTexts')}>
      <form className={styles.form} onSubmit={(e) => void submit(e)}>
        <div role="group" aria-label={t('ops.promotions.language')} className={styles.langs}>
          {LANGS.map((l) => (
            <Button key={l} variant={l === lang ? 'primary' : 'secondary'} aria-pressed={l === lang} onClick={() => setLang(l)}>
              {t(`ops.promotions.lang.${l}`)}
            </Button>
          ))}
        </div>
        <TextField
          label={t('ops.promotions.titleField')}
          value={title[lang] ?? ''}
          maxLength={200}
          onChange={(e) => setTitle({ ...title, [lang]: e.target.value })}
          error={fieldError(`title`)}
        />
        <div className={styles.editor}>
          <label className={styles.html}>
            {t('ops.promotions.rulesField')}
            <textarea rows={10} value={rules[lang] ?? ''} onChange={(e) => setRules({ ...rules, [lang]: e.target.value })} />
          </label>
          <div className={styles.preview} aria-live="polite">
            <p className={styles.previewLabel}>{t('ops.promotions.preview')}</p>
            <SafeHtml html={rules[lang] ?? ''} />
          </div>
        </div>
        {withBanner ? (
          <TextField
            label={t('ops.promotions.bannerUrl')}
            value={bannerUrl}
            maxLength={500}
            onChange={(e) => setBannerUrl(e.target.value)}
            error={fieldError('bannerUrl')}
          />
        ) : null}
        {problem ? <p role="alert">{errorText(t, problem)}</p> : null}
        <Button type="submit" disabled={busy}>
          {t('ops.shell.common.save')}
        </Button>
      </form>
    </Dialog>
  );
}
