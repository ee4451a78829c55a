import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CategoryGrid, CategoryGridSkeleton } from '@/features/catalog/components/category-grid';
import { useSite } from '../use-site';
import styles from './home-page.module.css';

/** Home: the welcome banner and the game categories with their providers. */
export function HomePage() {
  const { t } = useTranslation();
  const { menus, imageHost, categories } = useSite();
  return (
    <div data-testid="home-page">
      <section className={styles.hero}>
        <h1>{t('home.title')}</h1>
        <p>{t('home.intro')}</p>
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
