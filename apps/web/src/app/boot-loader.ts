/** The page-level loader in index.html: shown until the first screen is ready and while a page loads. */
export function hideBootLoader() {
  const el = document.getElementById('boot-loader');
  if (el) el.hidden = true;
}

export function showBootLoader() {
  const el = document.getElementById('boot-loader');
  if (el) el.hidden = false;
}
