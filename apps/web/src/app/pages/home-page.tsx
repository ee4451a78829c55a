import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CategoryGrid, CategoryGridSkeleton } from '@/features/catalog/components/category-grid';
import { useMember } from '@/features/auth/api/get-member-info';
import { useSite } from '../use-site';
import styles from './home-page.module.css';

/** Home: the welcome banner and the game categories with their providers. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const { menus, imageHost, categories, config } = useSite();
  const { member } = useMember();
  return (
    <div data-testid="home-page">
      <section className={styles.hero}>
        <h1>{t('home.title')}</h1>
        <p>{t('home.intro')}</p>
        {member ? (
          <p className={styles.signIn} data-testid="sign-in-banner">
            {member.lastLoginAt
              ? t('auth.lastLogin', { time: new Date(member.lastLoginAt).toLocaleString(i18n.language) })
              : t('auth.welcomeFirst', { name: config.data?.merchant.name ?? t('brand.name') })}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.sectionTitle}>
          {t('home.categories')}
        </h2>
        {menus.isPending ? (
          <CategoryGridSkeleton />
        ) : menus.isError ? (
          <div className={styles.message} role="alert">
            <p>{t('home.loadError')}</p>
            <Button variant="secondary" onClick={() => void menus.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : categories.length === 0 ? (
          <p className={styles.message}>{t('home.empty')}</p>
        ) : (
          <CategoryGrid categories={categories} imageHost={imageHost} />
        )}
      </section>
    </div>
  );
}
