import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { saveSettlementZone, settlementZone } from './agents-api';
import formStyles from '../shell/forms.module.css';

const label = (m: number) =>
  `UTC${m < 0 ? '−' : '+'}${String(Math.floor(Math.abs(m) / 60)).padStart(2, '0')}:${String(Math.abs(m) % 60).padStart(2, '0')}`;

/** The merchant's business day for settlement periods: minutes east of UTC (Nepal +345). */
export function SettlementZonePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const zone = useQuery({ queryKey: ['ops', 'agents', 'zone'], queryFn: settlementZone });
  // What the operator typed; until then, the zone in force.
  const [typed, setValue] = useState<string | null>(null);
  const value = typed ?? String(zone.data?.utcOffsetMinutes ?? '');
  const save = useMutation({
    mutationFn: () => saveSettlementZone(Number(value)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'agents', 'zone'] }),
  });
  return (
    <section className={formStyles.section} aria-label={t('ops.agents.tabs.zone')}>
      <QueryState query={zone} empty={false} emptyText="">
        <form
          className={formStyles.form}
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <p>{t('ops.agents.zone.hint')}</p>
          <p data-testid="ops-zone-now">{t('ops.agents.zone.now', { zone: label(zone.data?.utcOffsetMinutes ?? 0) })}</p>
          <div className={formStyles.row}>
            <TextField
              label={t('ops.agents.zone.minutes')}
              type="number"
              min={-720}
              max={840}
              step={15}
              required
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
            <Button type="submit" disabled={save.isPending}>
              {t('ops.shell.common.save')}
            </Button>
          </div>
          {save.isError ? <p role="alert">{errorText(t, save.error)}</p> : null}
          {save.isSuccess ? <p role="status">{t('ops.shell.common.saved')}</p> : null}
        </form>
      </QueryState>
    </section>
  );
}
