import type { ReactNode } from 'react';
import styles from './page-head.module.css';

/** A console page's heading with its actions (export, refresh, create) beside it. */
export function PageHead({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.head}>
      <h1>{title}</h1>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}

/** The classes of a page's tabs (`tabs`: its sub-pages as NavLinks) and of a filters row (`filters`). */
export { styles as pageHeadStyles };
