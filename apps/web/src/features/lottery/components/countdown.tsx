import { useTranslation } from 'react-i18next';

const two = (n: number) => String(n).padStart(2, '0');

/** A span of milliseconds as `m:ss`, `h:mm:ss` or `d days h:mm:ss` (never negative). */
export function clockText(ms: number, days: (n: number) => string): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const clock = h > 0 || d > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
  return d > 0 ? `${days(d)} ${clock}` : clock;
}

/** The time left until `to` (ISO) on the server's clock `now`, as a live timer. */
export function Countdown({ to, now, label }: { to: string; now: number; label: string }) {
  const { t } = useTranslation();
  const left = Date.parse(to) - now;
  return (
    <span role="timer" aria-label={label} data-testid="lottery-countdown" data-left-ms={Math.max(0, left)}>
      {clockText(left, (n) => t('lottery.days', { count: n }))}
    </span>
  );
}
