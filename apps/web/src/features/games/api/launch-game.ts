import type { LaunchResult } from '@jade/contract/catalog';
import { answer } from '@/lib/answer';
import { api } from '@/lib/api-client';

export type LaunchMode = 'real' | 'trial';

/** Asks where to play a title (spec §7 /wps/game/launchGame). */
export const launchGame = (input: { nodeId: string; mode: LaunchMode; language: string }) =>
  api('/wps/game/launchGame', answer<typeof LaunchResult>({ url: 'string', openIn: 'string' }), {
    method: 'POST',
    body: {
      nodeId: input.nodeId,
      mode: input.mode,
      device: window.matchMedia?.('(max-width: 899px)').matches ? 'mobile' : 'desktop',
      language: input.language,
      backUrl: window.location.href.slice(0, 300),
    },
  });
