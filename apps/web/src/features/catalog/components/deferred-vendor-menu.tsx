import { lazy, memo, Suspense, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './vendor-menu.module.css';

const load = () => import('./vendor-menu');
const VendorMenu = lazy(() => load().then((m) => ({ default: m.VendorMenu })));

type Props = Omit<ComponentProps<typeof VendorMenu>, 'defaultOpen' | 'autoFocus'>;

/**
 * The header vendor menu, loaded on first use: the header shows a plain trigger, so the menu
 * primitive is not part of the first load. Pointing at it or focusing it fetches the menu; a
 * click (or Enter/Space) swaps in the real menu, opened, with the focus.
 */
export const DeferredVendorMenu = memo(function DeferredVendorMenu(props: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = props.categories.reduce((n, c) => n + c.vendors.length, 0);
  if (count === 0) return null;
  const plain = (
    <button
      type="button"
      className={styles.trigger}
      data-testid="vendor-menu"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setOpen(true)}
    >
      {t('nav.providers')}
      <span aria-hidden="true">▾</span>
    </button>
  );
  if (!open) return plain;
  return (
    <Suspense fallback={plain}>
      <VendorMenu {...props} defaultOpen autoFocus />
    </Suspense>
  );
});
