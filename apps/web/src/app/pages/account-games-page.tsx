import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useMember } from '@/features/auth/api/get-member-info';
import { AccountGameList } from '@/features/games/components/account-game-list';
import styles from '@/features/games/components/games.module.css';
import { useModals } from '../modals';

/** /favorite and /recent (spec §2 account game lists): the member's games; guests are asked to sign in. */
export function AccountGamesPage({ kind }: { kind: 'favorite' | 'recent' }) {
  const { t } = useTranslation();
  const { token } = useMember();
  const { open } = useModals();
  return (
    <div className={styles.page} data-testid="account-games-page">
      <h1 className={styles.title}>{kind === 'favorite' ? t('games.account.favoriteTitle') : t('games.account.recentTitle')}</h1>
      {token ? (
        <AccountGameList kind={kind} />
      ) : (
        <div className={styles.state} data-testid="sign-in-prompt">
          <p>{kind === 'favorite' ? t('games.account.favoriteSignIn') : t('games.account.recentSignIn')}</p>
          <Button onClick={() => open('login')}>{t('header.login')}</Button>
        </div>
      )}
    </div>
  );
}
