import { useTranslation } from 'react-i18next';
import type { Exclusion } from '@jade/contract/protection';
import { formatDateTime } from '@/lib/dates';

/** A downline's break or self-exclusion in words (the agent sees it and cannot lift it). */
export function ExclusionText({ exclusion }: { exclusion: Exclusion }) {
  const { t, i18n } = useTranslation();
  if (exclusion.endsAt === null) return <>{t('agent.team.excludedForGood')}</>;
  const time = formatDateTime(exclusion.endsAt, i18n.language);
  return <>{exclusion.kind === 'BREAK' ? t('agent.team.onBreak', { time }) : t('agent.team.excluded', { time })}</>;
}
