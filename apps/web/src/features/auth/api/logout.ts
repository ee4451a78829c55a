import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noValue } from '@/lib/answer';
import { api } from '@/lib/api-client';
import { clearSession } from '@/lib/session';
import { local } from '@/lib/storage';
import { REMEMBER_FLAG } from './restore-session';

export const logout = () => api('/wps/session/logout', noValue, { method: 'DELETE' });

/** Signs out on the server, then clears the tab's session whatever the server said. */
export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => logout().catch(() => null),
    onSettled: () => {
      local.set(REMEMBER_FLAG, '0');
      clearSession();
      qc.removeQueries({ queryKey: ['member'] });
    },
  });
}
