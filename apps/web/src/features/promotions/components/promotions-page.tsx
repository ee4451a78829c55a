import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PROMOTION_TYPES, type PromotionType } from '@jade/contract/promotions';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { formatMoney } from '@/lib/money';
import { usePromotions } from '../api/get-promotions';
import { ApplyDialog } from './apply-dialog';
import type { ActionHandlers } from './promotion-action';
import { PromotionCard } from './promotion-card';
import { PromotionDetail } from './promotion-detail';
import styles from './promotions.module.css';

type Props = ActionHandlers & { token: string | null; currency: string; imageHost: string };

const isType = (v: string | null): v is PromotionType => (PROMOTION_TYPES as readonly string[]).includes(v ?? '');

/**
 * /promotions (spec §2, §3): every running or coming promotion, filtered by type (All and the
 * types present; the choice is kept in `?type=`), as cards; a card opens its details and action.
 * Guests see the same list; a member's carries their own states. An application promotion's
 * Apply opens its own dialog in place of the details.
 */
export function PromotionsPage({ token, currency, imageHost, ...handlers }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(null);
  const [applyId, setApplyId] = useState<number | null>(null);
  const query = usePromotions(i18n.language, token);
  const list = useMemo(() => query.data ?? [], [query.data]);
  const types = useMemo(() => PROMOTION_TYPES.filter((ty) => ty === 'ALL' || list.some((p) => p.type === ty)), [list]);
  const asked = params.get('type');
  const type: PromotionType = isType(asked) && types.includes(asked) ? asked : 'ALL';
  const shown = type === 'ALL' ? list : list.filter((p) => p.type === type);
  const money = (minor: number) => formatMoney(minor, currency);
  const choose = (ty: PromotionType) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (ty === 'ALL') next.delete('type');
        else next.set('type', ty);
        return next;
      },
      { replace: true },
    );

  return (
    <div className={styles.page} data-testid="promotions-page">
      <h1>{t('promotions.title')}</h1>
      {types.length > 1 ? (
        <div className={styles.filter} role="group" aria-label={t('promotions.filter')}>
          {types.map((ty) => (
            <Button
              key={ty}
              variant={ty === type ? 'primary' : 'secondary'}
              aria-pressed={ty === type}
              onClick={() => choose(ty)}
            >
              {t(`promotions.types.${ty}`)}
            </Button>
          ))}
        </div>
      ) : null}
      <QueryState query={query} empty={shown.length === 0} emptyText={t('promotions.empty')}>
        <ul className={styles.grid}>
          {shown.map((p) => (
            <PromotionCard key={p.id} promotion={p} imageHost={imageHost} onOpen={() => setOpenId(p.id)} />
          ))}
        </ul>
      </QueryState>
      <PromotionDetail
        promotion={list.find((p) => p.id === openId) ?? null}
        token={token}
        money={money}
        onClose={() => setOpenId(null)}
        onInternalLink={(path) => {
          setOpenId(null);
          void navigate(path);
        }}
        onApply={setApplyId}
        {...handlers}
      />
      <ApplyDialog
        promotion={list.find((p) => p.id === applyId) ?? null}
        onClose={() => setApplyId(null)}
        onNeedLogin={handlers.onNeedLogin}
        onTrialBlocked={handlers.onTrialBlocked}
      />
    </div>
  );
}
