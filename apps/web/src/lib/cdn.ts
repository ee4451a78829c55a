/** Picks one host at random from a CDN list (spec: image and launch hosts are chosen at random). */
export function pickHost(hosts: readonly string[]): string {
  if (hosts.length === 0) return '';
  return hosts[Math.floor(Math.random() * hosts.length)] ?? '';
}

/** Joins a CDN host and an asset path; '/' or '' means this server. */
export function assetUrl(host: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const base = host === '/' ? '' : host.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
