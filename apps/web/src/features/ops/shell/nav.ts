import type { OperatorRole } from '@jade/contract/operators';

/** A page of the console: its path under /ops-console, its menu label (ops.shell.nav.*), and who opens it (admin always). */
export type OpsPage = {
  path: string;
  label:
    | 'dashboard'
    | 'members'
    | 'finance'
    | 'agents'
    | 'games'
    | 'promotions'
    | 'lottery'
    | 'sports'
    | 'protection'
    | 'content'
    | 'messages'
    | 'chat'
    | 'system'
    | 'audit'
    | 'operators'
    | 'account';
  roles: readonly OperatorRole[] | 'any';
};

/**
 * The console's menu, in order. The roles follow the server's (each /ops route checks its own):
 * read-only sees the reads of every area but admin's; a page a role cannot use is not offered, and
 * opened by its address it says so.
 */
export const OPS_PAGES: readonly OpsPage[] = [
  { path: '', label: 'dashboard', roles: 'any' },
  { path: 'members', label: 'members', roles: ['support', 'finance', 'risk', 'readonly'] },
  { path: 'finance', label: 'finance', roles: ['finance', 'readonly'] },
  { path: 'agents', label: 'agents', roles: [] },
  { path: 'games', label: 'games', roles: [] },
  // Content edits promotions' texts (issue 20); the rest of the page is admin's.
  { path: 'promotions', label: 'promotions', roles: ['content', 'readonly'] },
  { path: 'lottery', label: 'lottery', roles: [] },
  { path: 'sports', label: 'sports', roles: [] },
  { path: 'protection', label: 'protection', roles: ['risk', 'readonly'] },
  { path: 'content', label: 'content', roles: ['content', 'readonly'] },
  { path: 'messages', label: 'messages', roles: ['support', 'readonly'] },
  { path: 'chat', label: 'chat', roles: ['support'] },
  { path: 'system', label: 'system', roles: [] },
  { path: 'audit', label: 'audit', roles: [] },
  { path: 'operators', label: 'operators', roles: [] },
  { path: 'account', label: 'account', roles: 'any' },
];

/** Whether an operator of `role` may open `page`. */
export function mayOpen(role: OperatorRole, page: OpsPage): boolean {
  return role === 'admin' || page.roles === 'any' || page.roles.includes(role);
}

export const OPS_ROOT = '/ops-console';
export const opsPath = (path: string) => (path ? `${OPS_ROOT}/${path}` : OPS_ROOT);
