import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BANNER_GROUPS, BANNER_LINKAGES, OpsBanner, type BannerGroup } from '@jade/contract/banners';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { opsApi } from '../api/ops-api';
import { CONTENT_KEY, fieldProblem, filled, LANGS } from './content-api';
import styles from './content.module.css';

type Linkage = (typeof BANNER_LINKAGES)[number];

/** A stored click action as the form offers it: the demo seed's ROUTE is a page of this site. */
export function linkageOf(stored: string | undefined): Linkage {
  const upper = (stored ?? 'NONE').toUpperCase();
  if (upper === 'ROUTE') return 'PAGE';
  return (BANNER_LINKAGES as readonly string[]).includes(upper) ? (upper as Linkage) : 'NONE';
}
type Props = { banner: OpsBanner | null; group: BannerGroup; onClose: () => void };

/** Creates or edits a banner: its group, image (a path of this site or an https address, previewed), title per language, click action and order. */
export function BannerDialog({ banner, group, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [groupName, setGroupName] = useState<BannerGroup>((banner?.groupName as BannerGroup | undefined) ?? group);
  const [imageUrl, setImageUrl] = useState(banner?.imageUrl ?? '');
  const [title, setTitle] = useState<Record<string, string>>({ ...banner?.title });
  const [linkageType, setLinkageType] = useState<Linkage>(linkageOf(banner?.linkageType));
  const [linkageValue, setLinkageValue] = useState(banner?.linkageValue ?? '');
  const [sequence, setSequence] = useState(String(banner?.sequence ?? 0));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const needsValue = linkageType !== 'NONE' && linkageType !== 'PROMOTION';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const body = {
        groupName,
        imageUrl: imageUrl.trim(),
        title: filled(title),
        linkageType,
        linkageValue: needsValue ? linkageValue.trim() : '',
        sequence: Number.parseInt(sequence, 10) || 0,
      };
      await opsApi(banner ? `/ops/banners/${banner.id}` : '/ops/banners', OpsBanner, { method: banner ? 'PUT' : 'POST', body });
      await queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
      onClose();
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  };
  const field = (path: string) => fieldProblem(problem, path);
  const showImage = /^(\/(?!\/)|https:\/\/)/.test(imageUrl.trim());

  return (
    <Dialog
      open
      size="wide"
      onOpenChange={(open) => !open && onClose()}
      title={banner ? t('ops.content.banners.edit') : t('ops.content.banners.create')}
    >
      <form className={styles.form} onSubmit={(e) => void submit(e)} data-testid="banner-form">
        <label className={styles.select}>
          {t('ops.content.banners.group')}
          <select value={groupName} onChange={(e) => setGroupName(e.target.value as BannerGroup)}>
            {BANNER_GROUPS.map((g) => (
              <option key={g} value={g}>
                {t(`ops.content.groups.${g}`)}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label={t('ops.content.banners.image')}
          value={imageUrl}
          maxLength={500}
          placeholder="/img/banners/… or https://…"
          onChange={(e) => setImageUrl(e.target.value)}
          error={field('imageUrl')}
        />
        {showImage ? (
          <img className={styles.bannerPreview} src={imageUrl.trim()} alt={t('ops.content.banners.imagePreview')} />
        ) : null}
        {LANGS.map((l) => (
          <TextField
            key={l}
            label={t('ops.content.titleIn', { lang: t(`ops.content.lang.${l}`) })}
            value={title[l] ?? ''}
            maxLength={200}
            onChange={(e) => setTitle({ ...title, [l]: e.target.value })}
            error={l === 'en' ? field('title') : null}
          />
        ))}
        <div className={styles.row}>
          <label className={styles.select}>
            {t('ops.content.banners.linkage')}
            <select value={linkageType} onChange={(e) => setLinkageType(e.target.value as Linkage)}>
              {BANNER_LINKAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`ops.content.linkages.${l}`)}
                </option>
              ))}
            </select>
          </label>
          {needsValue ? (
            <TextField
              label={t(`ops.content.banners.linkageValue.${linkageType}`)}
              value={linkageValue}
              maxLength={500}
              onChange={(e) => setLinkageValue(e.target.value)}
              error={field('linkageValue')}
            />
          ) : null}
          <TextField
            label={t('ops.content.sort')}
            type="number"
            inputMode="numeric"
            value={sequence}
            onChange={(e) => setSequence(e.target.value)}
            error={field('sequence')}
          />
        </div>
        {problem ? (
          <p role="alert" className={styles.error}>
            {errorText(t, problem)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {t('ops.shell.common.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('ops.shell.common.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
