import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { DateRangeFilter, useDateRange, type DateRangeValue } from '@/components/ui/date-range-filter';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import styles from './agent.module.css';

/**
 * The state of a team report: period, a username filter (first from `&username=`, as a member's
 * details link to its records) and the page, reset to 1 when a filter changes.
 */
export function useReportFilter() {
  const [params] = useSearchParams();
  const [range, setRange] = useDateRange('last7');
  const [username, setUsername] = useState(() => params.get('username')?.trim() ?? '');
  const [pageNo, setPageNo] = useState(1);
  return {
    range,
    username,
    pageNo,
    setPageNo,
    setRange: (r: DateRangeValue) => {
      setRange(r);
      setPageNo(1);
    },
    setUsername: (u: string) => {
      setUsername(u);
      setPageNo(1);
    },
    query: { pageNo, pageSize: 20, from: range.from, to: range.to, ...(username ? { username } : {}) },
  };
}

type Props = { filter: ReturnType<typeof useReportFilter> };

/** Date presets and custom days, and a team member's username. */
export function ReportFilters({ filter }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(filter.username);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    filter.setUsername(typed.trim());
  };
  return (
    <Card as="div" className={styles.filters}>
      <DateRangeFilter value={filter.range} onChange={filter.setRange} />
      <form className={styles.row} onSubmit={submit} role="search">
        <TextField label={t('agent.reports.username')} value={typed} onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit">{t('agent.team.searchSubmit')}</Button>
      </form>
    </Card>
  );
}
