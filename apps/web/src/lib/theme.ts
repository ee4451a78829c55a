import { local, STORAGE_KEYS } from './storage';

export type Theme = 'light' | 'dark';

export function currentTheme(): Theme {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

/** Applies a theme and remembers it across visits (public/theme-init.js reapplies it on load). */
export function applyTheme(theme: Theme) {
  document.documentElement.setAttribute('data-theme', theme);
  local.set(STORAGE_KEYS.theme, theme);
}
