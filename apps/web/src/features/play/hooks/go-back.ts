/**
 * Leaves the game for the site. A game opened in a window of its own closes it (the site, still
 * open behind, re-reads the balance when it notices); when the browser refuses to close it (the
 * game was opened in this tab), the tab goes to `backUrl` instead.
 */
export function goBack(backUrl: string, win: Window = window) {
  const target = safeBackUrl(backUrl, win.location.origin);
  try {
    win.close();
  } catch {
    /* not closable */
  }
  // close() is asynchronous and silently ignored for tabs the page did not open.
  win.setTimeout(() => {
    if (!win.closed) win.location.assign(target);
  }, 150);
}

/** Only http(s) addresses are followed; anything else goes to the site's home page. */
export function safeBackUrl(backUrl: string, origin: string): string {
  try {
    const url = new URL(backUrl || '/', origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}
