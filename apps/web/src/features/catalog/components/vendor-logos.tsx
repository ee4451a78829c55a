import { memo } from 'react';
import type { VendorCategory } from '@jade/contract/catalog';
import { assetUrl } from '@/lib/cdn';
import styles from './catalog.module.css';

/** Every vendor's logo once, however many categories it appears in (footer). Memoized: the shell re-renders with its own state. */
export const VendorLogos = memo(function VendorLogos({
  categories,
  imageHost,
  label,
}: {
  categories: VendorCategory[];
  imageHost: string;
  label: string;
}) {
  const seen = new Map<string, { name: string; logoUrl: string }>();
  for (const c of categories) for (const v of c.vendors) if (!seen.has(v.vassalage)) seen.set(v.vassalage, v);
  if (seen.size === 0) return null;
  return (
    <ul className={styles.logos} aria-label={label}>
      {[...seen.entries()].map(([code, v]) => (
        <li key={code} data-testid="footer-vendor">
          <img src={assetUrl(imageHost, v.logoUrl)} alt={v.name} width={120} height={48} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
});
