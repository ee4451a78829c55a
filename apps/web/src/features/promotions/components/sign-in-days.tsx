import { useTranslation } from 'react-i18next';
import type { PromotionItem } from '@jade/contract/promotions';
import { signInToday } from '../promotion-state';
import styles from './promotions.module.css';

type Props = { rewards: number[]; progress: PromotionItem['progress']; money: (minor: number) => string };

/**
 * The reward of each day of a sign-in streak, today's day marked (the one just signed, or the
 * one to sign), and the member's streak.
 */
export function SignInDays({ rewards, progress, money }: Props) {
  const { t } = useTranslation();
  const today = signInToday(rewards.length, progress);
  return (
    <section className={styles.section} aria-labelledby="sign-in-days">
      <h3 id="sign-in-days">{t('promotions.signIn.title')}</h3>
      <ol className={styles.days} data-testid="sign-in-days">
        {rewards.map((amount, i) => {
          const isToday = i === today.index;
          return (
            <li
              key={i}
              className={styles.day}
              data-today={isToday}
              data-signed={isToday && progress?.signedToday === true}
              aria-current={isToday ? 'date' : undefined}
            >
              <span className={styles.dayName}>{t('promotions.signIn.day', { day: i + 1 })}</span>
              <span className={styles.dayAmount}>{money(amount)}</span>
              {isToday ? <span className={styles.today}>{t('promotions.signIn.today')}</span> : null}
            </li>
          );
        })}
      </ol>
      {progress ? (
        <p className={styles.streak} data-testid="sign-in-streak">
          {t('promotions.signIn.streak', { count: today.streak })}
        </p>
      ) : null}
    </section>
  );
}
