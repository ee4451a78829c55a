import { LIMITS } from '@jade/contract/limits';

/** The date-picker shortcuts: today, and the previous and next 7 and 30 days (spec §9). */
export const DATE_PRESETS = ['today', 'last7', 'last30', 'next7', 'next30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** An inclusive range of the member's days, as yyyy-MM-dd. */
export type DayRange = { from: string; to: string };

const [SHORT, LONG] = LIMITS.datePresetsDays;

/** A local calendar day as yyyy-MM-dd: the wire format of record queries. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/**
 * The days a preset covers, counting today in both directions: "previous 7 days" is the 7 days
 * ending today, "next 7 days" the 7 days starting today, so a preset always includes today's records.
 */
export function presetRange(preset: DatePreset, today: Date): DayRange {
  const span = (days: number, forward: boolean): DayRange =>
    forward
      ? { from: isoDay(today), to: isoDay(addDays(today, days - 1)) }
      : { from: isoDay(addDays(today, -(days - 1))), to: isoDay(today) };
  switch (preset) {
    case 'today':
      return span(1, false);
    case 'last7':
      return span(SHORT, false);
    case 'last30':
      return span(LONG, false);
    case 'next7':
      return span(SHORT, true);
    case 'next30':
      return span(LONG, true);
  }
}

/** The member's offset from UTC in minutes (345 in Nepal), sent as `tz` so days are the member's days. */
export function timezoneOffset(date = new Date()): number {
  return -date.getTimezoneOffset();
}

/** A timestamp in the member's time zone and interface language. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A yyyy-MM-dd day in the interface language, read as that calendar day wherever the member is. */
export function formatDay(day: string, language: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

/** An ISO time as a `datetime-local` input's value (the browser's time zone), or ''. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${isoDay(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value ("2026-11-28T10:30", the browser's time zone) as an ISO time, or undefined when empty or not a time. */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}
