// Applies the remembered theme and language before the first paint (kept as a file: the CSP forbids inline script).
(function () {
  try {
    var t = localStorage.getItem('theme');
    if (t !== 'dark' && t !== 'light')
      t = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    document.documentElement.setAttribute('data-theme', t);
    var l = localStorage.getItem('lang');
    if (l) document.documentElement.setAttribute('lang', l);
  } catch {
    /* storage unavailable: defaults apply */
  }
})();
