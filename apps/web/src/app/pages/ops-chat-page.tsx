import { useEffect } from 'react';
import { OpsConsole } from '@/features/chat/components/ops-console';
import { hideBootLoader } from '../boot-loader';

/** /ops-console/chat: the operator's chat console (no site header or side menu; the operator token unlocks it). */
export function OpsChatPage() {
  useEffect(() => hideBootLoader(), []);
  return <OpsConsole />;
}
