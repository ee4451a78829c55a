import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  HOUSEKEEPING_KEYS,
  HOUSEKEEPING_SETTINGS,
  type HousekeepingKey,
  type HousekeepingSettings,
} from '@jade/contract/housekeeping';
import { QueryState } from '@/components/ui/query-state';
import { NumberField, num, SettingsForm } from './settings-form';
import { housekeepingQuery, saveHousekeeping, useSave } from './system-api';

/** How long each growing table keeps its rows, and the game server's lives (each within its bounds). */
export function HousekeepingTab() {
  const settings = useQuery(housekeepingQuery);
  return (
    <QueryState query={settings} empty={false} emptyText="">
      {settings.data ? <HousekeepingForm saved={settings.data} /> : null}
    </QueryState>
  );
}

function HousekeepingForm({ saved }: { saved: HousekeepingSettings }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<HousekeepingKey, string>>(
    () => Object.fromEntries(HOUSEKEEPING_KEYS.map((k) => [k, String(saved[k])])) as Record<HousekeepingKey, string>,
  );
  const save = useSave(['ops', 'housekeeping'], () =>
    // Only what changed, so a bound tightened elsewhere never blocks an unrelated change.
    saveHousekeeping(
      Object.fromEntries(HOUSEKEEPING_KEYS.filter((k) => values[k] !== String(saved[k])).map((k) => [k, num(values[k])])),
    ),
  );
  return (
    <SettingsForm
      onSubmit={() => save.mutate(undefined)}
      pending={save.isPending}
      saved={save.isSuccess}
      error={save.error}
      paths={HOUSEKEEPING_KEYS}
      testId="ops-housekeeping"
    >
      {HOUSEKEEPING_KEYS.map((k) => (
        <NumberField
          key={k}
          label={t(`ops.system.housekeeping.${k}`)}
          value={values[k]}
          onChange={(v) => setValues((x) => ({ ...x, [k]: v }))}
          min={HOUSEKEEPING_SETTINGS[k].min}
          max={HOUSEKEEPING_SETTINGS[k].max}
          error={save.error}
          path={k}
        />
      ))}
    </SettingsForm>
  );
}
