import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** "GMT+05:45" for an offset in minutes east of UTC. */
export function gmtOffset(minutesEast: number): string {
  const sign = minutesEast < 0 ? '-' : '+';
  const abs = Math.abs(minutesEast);
  return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The agent centre's live clock: local date and time with the GMT offset, ticking every second. */
export function AgentClock({ now: initial }: { now?: Date }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => initial ?? new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const text = new Intl.DateTimeFormat(i18n.language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(now);
  return (
    <time dateTime={now.toISOString()} data-testid="agent-clock" aria-label={t('agent.clock')}>
      {text} {gmtOffset(-now.getTimezoneOffset())}
    </time>
  );
}
