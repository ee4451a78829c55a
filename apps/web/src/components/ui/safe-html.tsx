import DOMPurify from 'dompurify';
import { HTML_ALLOWED_TAGS } from '@jade/contract/html';
import { useMemo, type MouseEvent } from 'react';
import styles from './safe-html.module.css';

const ALLOWED_ATTR = ['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'scope', 'style'];
/** http(s), mailto and tel, or a relative address (DOMPurify's own rule without its other schemes). */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * Operator HTML (announcements, help) cleaned once more in the browser before it is shown: the
 * server cleaned it when it was saved and when it was served; this is the last line.
 */
export function purify(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: HTML_ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP, ALLOW_DATA_ATTR: false });
}

type Props = {
  html: string;
  /** A click on a link inside the site (`/help#term`): handled by the app's router, not a reload. */
  onInternalLink?: (path: string) => void;
  className?: string;
};

/** Renders operator HTML after cleaning it; links to this site go through `onInternalLink`. */
export function SafeHtml({ html, onInternalLink, className }: Props) {
  const clean = useMemo(() => purify(html), [html]);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = (e.target as HTMLElement).closest('a');
    const href = a?.getAttribute('href');
    if (!a || !href || !onInternalLink || a.target === '_blank' || e.metaKey || e.ctrlKey || e.shiftKey) return;
    if (href.startsWith('/') && !href.startsWith('//')) {
      e.preventDefault();
      onInternalLink(href);
    }
  };
  return (
    // Clicks (and Enter on a focused link) bubble up from the links inside.
    <div
      className={className ? `${styles.html} ${className}` : styles.html}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
