import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PromotionItem } from '@jade/contract/promotions';
import { Button, buttonClass } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { useJoinPromotion } from '../api/join-promotion';
import { useSignPromotion } from '../api/sign-promotion';
import { ApplicationNote } from './application-note';
import { NewbieNote } from './newbie-note';
import { actionGate, promotionAction, type Viewer } from '../promotion-state';
import styles from './promotions.module.css';

/**
 * What the page gives the action: who is looking, where the reward centre, the security centre and
 * the deposit page are, and the app's prompts.
 */
export type ActionHandlers = {
  viewer: Viewer;
  rewardsPath: string;
  securityPath: string;
  depositPath: string;
  /** The app download page (an app-download reward's Get the app). */
  appPath: string;
  onNeedLogin: () => void;
  onNeedRegister: () => void;
  onTrialBlocked: () => void;
};

type Props = ActionHandlers & {
  promotion: PromotionItem;
  money: (minor: number) => string;
  onClose: () => void;
  /** Opens the application dialog of an application promotion. */
  onApply: () => void;
};

/**
 * The button of a promotion's state: Join / Joined, Sign in today / Signed, Apply / Waiting for
 * review / Issued (an application's own dialog opens from Apply), a newbie reward's Register (or
 * log in) / Collect in the reward centre / Waiting for the conditions / Issued / For new members,
 * Coming soon, Ended (a ranking or a raffle is joined like a deposit promotion: Join / Joined / Ended). A guest is asked to log in (to register, for a newbie reward) and a trial
 * account to open a real one (the detail closes first, so one dialog shows at a time); a member's
 * press is sent once, whatever the clicks.
 */
export function PromotionActionButton(props: Props) {
  const { promotion: p, money, onClose, onApply, viewer, rewardsPath, onNeedLogin, onNeedRegister, onTrialBlocked } = props;
  const { t } = useTranslation();
  const join = useJoinPromotion();
  const sign = useSignPromotion();
  // Set from the press until the answer; kept after a success until the state changes, so a
  // second click landing before the new state shows sends nothing.
  const sending = useRef(false);
  useEffect(() => {
    sending.current = false;
  }, [p.state]);
  const action = promotionAction(p);
  const mutation = action.kind === 'sign' ? sign : join;
  const prompt = (open: () => void) => {
    onClose();
    open();
  };

  const press = () => {
    if (!action.enabled || sending.current) return;
    const gate = actionGate(viewer);
    if (gate === 'login') return prompt(action.kind === 'register' ? onNeedRegister : onNeedLogin);
    if (gate === 'trialBlocked') return prompt(onTrialBlocked);
    if (action.kind === 'register' || action.kind === 'collect' || action.kind === 'getApp') return;
    if (action.kind === 'apply' || action.kind === 'applyAgain') return prompt(onApply);
    sending.current = true;
    mutation.mutate(p.id, {
      onError: (err) => {
        sending.current = false;
        if (err instanceof ApiError && err.code === 'AUTH_TRIAL_NOT_ALLOWED') prompt(onTrialBlocked);
        else if (err instanceof ApiError && err.code === 'AUTH_NOT_LOGGED_IN') prompt(onNeedLogin);
      },
    });
  };

  const failed = mutation.error;
  return (
    <div className={styles.action}>
      {action.kind === 'collect' || action.kind === 'getApp' ? (
        <Link
          className={buttonClass()}
          to={action.kind === 'collect' ? rewardsPath : props.appPath}
          data-testid="promotion-action"
        >
          {t(`promotions.actions.${action.kind}`)}
        </Link>
      ) : (
        <Button data-testid="promotion-action" disabled={!action.enabled || mutation.isPending} onClick={press}>
          {t(`promotions.actions.${action.kind}`)}
        </Button>
      )}
      <ApplicationNote promotion={p} rewardsPath={rewardsPath} />
      <NewbieNote
        promotion={p}
        action={action}
        money={money}
        rewardsPath={rewardsPath}
        securityPath={props.securityPath}
        depositPath={props.depositPath}
        onLogin={() => prompt(onNeedLogin)}
      />
      {failed && !(failed instanceof ApiError && failed.code.startsWith('AUTH_')) ? (
        <p className={styles.error} role="alert">
          {errorText(t, failed)}
        </p>
      ) : null}
      {join.isSuccess && action.kind === 'joined' ? (
        <p className={styles.done} role="status">
          {p.terms.kind === 'RANKING'
            ? t('promotions.ranking.joinedDone')
            : p.terms.kind === 'RAFFLE'
              ? t('promotions.raffle.joinedDone')
              : t('promotions.joinedDone')}
        </p>
      ) : null}
      {sign.data ? (
        <p className={styles.done} role="status">
          {t('promotions.signedDone', { amount: money(sign.data.reward) })}{' '}
          <Link to={rewardsPath}>{t('promotions.toRewards')}</Link>
        </p>
      ) : null}
    </div>
  );
}
