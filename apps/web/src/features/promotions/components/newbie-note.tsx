import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PromotionItem } from '@jade/contract/promotions';
import { Button } from '@/components/ui/button';
import { newbieStillToDo, type PromotionAction } from '../promotion-state';
import styles from './promotions.module.css';

type Props = {
  promotion: PromotionItem;
  action: PromotionAction;
  money: (minor: number) => string;
  rewardsPath: string;
  securityPath: string;
  depositPath: string;
  /** A guest's second way in: the login prompt (Register is the action itself). */
  onLogin: () => void;
};

/**
 * Under a newbie promotion's action: a guest may register or log in; a member's reward is due or
 * issued (in the reward centre), still waits on some of its conditions (those still unmet, each with
 * where to meet it: the security centre for the mobile number, the deposit page for the first
 * deposit), or the member is
 * not new.
 */
export function NewbieNote({ promotion: p, action, money, rewardsPath, securityPath, depositPath, onLogin }: Props) {
  const { t } = useTranslation();
  if (p.terms.kind !== 'NEWBIE') return null;
  const { withinDays, minFirstDeposit } = p.terms;
  switch (action.kind) {
    case 'register':
      return (
        <p className={styles.done} data-testid="newbie-note">
          {t('promotions.newbie.guest')}{' '}
          <Button variant="secondary" onClick={onLogin}>
            {t('promotions.newbie.login')}
          </Button>
        </p>
      );
    case 'collect':
      return (
        <p className={styles.done} data-testid="newbie-note">
          {t('promotions.newbie.due')}
        </p>
      );
    case 'issued':
      return (
        <p className={styles.done} data-testid="newbie-note">
          {t('promotions.newbie.issued')} <Link to={rewardsPath}>{t('promotions.toRewards')}</Link>
        </p>
      );
    case 'newMembersOnly':
      return (
        <p className={styles.done} data-testid="newbie-note">
          {t('promotions.newbie.newMembersOnly', { count: withinDays })}
        </p>
      );
    case 'waiting':
      return (
        <div className={styles.conditions} data-testid="newbie-note">
          <p>{t('promotions.newbie.missing', { count: withinDays })}</p>
          <ul className={styles.terms}>
            {newbieStillToDo(p).map((c) =>
              c === 'mobile' ? (
                <li key={c}>
                  {t('promotions.newbie.mobile')} <Link to={securityPath}>{t('promotions.newbie.toSecurity')}</Link>
                </li>
              ) : (
                <li key={c}>
                  {t('promotions.newbie.deposit', { min: money(minFirstDeposit) })}{' '}
                  <Link to={depositPath}>{t('promotions.newbie.toDeposit')}</Link>
                </li>
              ),
            )}
          </ul>
        </div>
      );
    default:
      return null;
  }
}
