import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VendorCategory } from '@jade/contract/catalog';
import { categoryPath } from '@/config/paths';
import { assetUrl } from '@/lib/cdn';
import styles from './catalog.module.css';

/** The game categories as cards with their providers' logos (home). */
export function CategoryGrid({ categories, imageHost }: { categories: VendorCategory[]; imageHost: string }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.grid}>
      {categories.map((c) => (
        <li key={c.gameCategory}>
          <Link to={categoryPath(c.gameCategory)} className={styles.card} data-testid="category-card">
            <h3 className={styles.cardTitle}>{t(`nav.${c.gameCategory}`)}</h3>
            <p className={styles.cardMeta}>{t('home.providers', { count: c.vendors.length })}</p>
            <span className={styles.cardLogos}>
              {c.vendors.slice(0, 3).map((v) => (
                <img
                  key={v.vassalage}
                  src={assetUrl(imageHost, v.logoUrl)}
                  alt={v.name}
                  width={80}
                  height={32}
                  loading="lazy"
                  decoding="async"
                />
              ))}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CategoryGridSkeleton() {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className={styles.skeleton} />
      ))}
    </ul>
  );
}
