import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_GROUPS, BANNER_LINKAGES, OpsBanner, type BannerGroup } from '@jade/contract/banners';
import { TextField } from '@/components/ui/text-field';
import { opsApi } from '../api/ops-api';
import { FormDialog } from '../shell/form-dialog';
import { LocalizedTexts, type Texts } from '../shell/localized-texts';
import { SelectField } from '../shell/select-field';
import { CONTENT_KEY, fieldProblem, filled } from './content-api';
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
  const [groupName, setGroupName] = useState<BannerGroup>((banner?.groupName as BannerGroup | undefined) ?? group);
  const [imageUrl, setImageUrl] = useState(banner?.imageUrl ?? '');
  const [title, setTitle] = useState<Texts>({ ...banner?.title });
  const [linkageType, setLinkageType] = useState<Linkage>(linkageOf(banner?.linkageType));
  const [linkageValue, setLinkageValue] = useState(banner?.linkageValue ?? '');
  const [sequence, setSequence] = useState(String(banner?.sequence ?? 0));
  const needsValue = linkageType !== 'NONE' && linkageType !== 'PROMOTION';
  const showImage = /^(\/(?!\/)|https:\/\/)/.test(imageUrl.trim());
  const save = () => {
    const body = {
      groupName,
      imageUrl: imageUrl.trim(),
      title: filled(title),
      linkageType,
      linkageValue: needsValue ? linkageValue.trim() : '',
      sequence: Number.parseInt(sequence, 10) || 0,
    };
    return opsApi(banner ? `/ops/banners/${banner.id}` : '/ops/banners', OpsBanner, { method: banner ? 'PUT' : 'POST', body });
  };
  return (
    <FormDialog
      title={banner ? t('ops.content.banners.edit') : t('ops.content.banners.create')}
      data-testid="banner-form"
      save={save}
      refresh={CONTENT_KEY}
      onClose={onClose}
    >
      {(problem) => (
        <>
          <SelectField
            label={t('ops.content.banners.group')}
            value={groupName}
            options={BANNER_GROUPS}
            text={(g) => t(`ops.content.groups.${g}`)}
            onChange={setGroupName}
          />
          <TextField
            label={t('ops.content.banners.image')}
            value={imageUrl}
            maxLength={500}
            placeholder="/img/banners/… or https://…"
            onChange={(e) => setImageUrl(e.target.value)}
            error={fieldProblem(problem, 'imageUrl')}
          />
          {showImage ? (
            <img className={styles.bannerPreview} src={imageUrl.trim()} alt={t('ops.content.banners.imagePreview')} />
          ) : null}
          <LocalizedTexts title={title} onTitle={setTitle} titleError={fieldProblem(problem, 'title')} />
          <div className={styles.row}>
            <SelectField
              label={t('ops.content.banners.linkage')}
              value={linkageType}
              options={BANNER_LINKAGES}
              text={(l) => t(`ops.content.linkages.${l}`)}
              onChange={setLinkageType}
            />
            {needsValue ? (
              <TextField
                label={t(`ops.content.banners.linkageValue.${linkageType}`)}
                value={linkageValue}
                maxLength={500}
                onChange={(e) => setLinkageValue(e.target.value)}
                error={fieldProblem(problem, 'linkageValue')}
              />
            ) : null}
            <TextField
              label={t('ops.content.sort')}
              type="number"
              inputMode="numeric"
              value={sequence}
              onChange={(e) => setSequence(e.target.value)}
              error={fieldProblem(problem, 'sequence')}
            />
          </div>
        </>
      )}
    </FormDialog>
  );
}
