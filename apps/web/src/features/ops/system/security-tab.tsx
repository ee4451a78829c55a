import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SecuritySettingsState } from '@jade/contract/system';
import { Checkbox } from '@/components/ui/checkbox';
import { QueryState } from '@/components/ui/query-state';
import { NumberField, num, SettingsForm } from './settings-form';
import { saveSecurity, securityQuery, useSave } from './system-api';

/** The members' sign-in settings: a code from a new address, and how long sessions live. */
export function SecurityTab() {
  const settings = useQuery(securityQuery);
  return (
    <QueryState query={settings} empty={false} emptyText="">
      {settings.data ? <SecurityForm saved={settings.data} /> : null}
    </QueryState>
  );
}

function SecurityForm({ saved }: { saved: SecuritySettingsState }) {
  const { t } = useTranslation();
  const [newIp, setNewIp] = useState(saved.newIpVerification);
  const [idle, setIdle] = useState(String(saved.sessionIdleMinutes));
  const [hours, setHours] = useState(String(saved.sessionAbsoluteHours));
  const save = useSave(['ops', 'security-settings'], () =>
    saveSecurity({ newIpVerification: newIp, sessionIdleMinutes: num(idle), sessionAbsoluteHours: num(hours) }),
  );
  return (
    <SettingsForm
      onSubmit={() => save.mutate(undefined)}
      pending={save.isPending}
      saved={save.isSuccess}
      error={save.error}
      paths={['sessionIdleMinutes', 'sessionAbsoluteHours', 'newIpVerification']}
    >
      <Checkbox label={t('ops.system.security.newIp')} checked={newIp} onChange={setNewIp} />
      <NumberField
        label={t('ops.system.security.idle')}
        value={idle}
        onChange={setIdle}
        min={5}
        max={1440}
        error={save.error}
        path="sessionIdleMinutes"
      />
      <NumberField
        label={t('ops.system.security.absolute')}
        value={hours}
        onChange={setHours}
        min={1}
        max={168}
        error={save.error}
        path="sessionAbsoluteHours"
      />
    </SettingsForm>
  );
}
