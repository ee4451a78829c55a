import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FieldRule, RegisterSettings } from '@jade/contract/patterns';
import { QueryState } from '@/components/ui/query-state';
import { RegisterFields, fieldDrafts, fieldRules } from './register-fields';
import { NumberField, num, SettingsForm } from './settings-form';
import { registerQuery, saveRegister, useSave } from './system-api';
import styles from './system.module.css';

/**
 * The registration rules the admin sets: the minimum age, the lengths of the username and password,
 * and which optional fields the form shows and requires.
 */
export function RegisterTab() {
  const settings = useQuery(registerQuery);
  return (
    <QueryState query={settings} empty={false} emptyText="">
      {settings.data ? <RegisterForm saved={settings.data} /> : null}
    </QueryState>
  );
}

type Lengths = { min: string; max: string };
const lengthsOf = (r: FieldRule): Lengths => ({ min: String(r.minLength), max: String(r.maxLength) });
const withLengths = (r: FieldRule, l: Lengths): FieldRule => ({ ...r, minLength: num(l.min), maxLength: num(l.max) });

function RegisterForm({ saved }: { saved: RegisterSettings }) {
  const { t } = useTranslation();
  const [age, setAge] = useState(String(saved.minimumAge));
  const [user, setUser] = useState(lengthsOf(saved.usernameRule));
  const [pass, setPass] = useState(lengthsOf(saved.passwordRule));
  const [fields, setFields] = useState(() => fieldDrafts(saved.fields));
  const save = useSave(['ops', 'register-settings'], () =>
    saveRegister({
      minimumAge: num(age),
      usernameRule: withLengths(saved.usernameRule, user),
      passwordRule: withLengths(saved.passwordRule, pass),
      fields: fieldRules(saved.fields, fields),
    }),
  );
  const rule = (key: 'usernameRule' | 'passwordRule', value: Lengths, set: (v: Lengths) => void) => (
    <>
      <h2>{t(`ops.system.register.${key}`)}</h2>
      <NumberField
        label={t('ops.system.register.minLength')}
        value={value.min}
        onChange={(min) => set({ ...value, min })}
        min={0}
        max={128}
        error={save.error}
        path={`${key}.minLength`}
      />
      <NumberField
        label={t('ops.system.register.maxLength')}
        value={value.max}
        onChange={(max) => set({ ...value, max })}
        min={1}
        max={128}
        error={save.error}
        path={`${key}.maxLength`}
      />
    </>
  );
  return (
    <SettingsForm
      onSubmit={() => save.mutate(undefined)}
      pending={save.isPending}
      saved={save.isSuccess}
      error={save.error}
      paths={['minimumAge', ...['usernameRule', 'passwordRule'].flatMap((k) => [`${k}.minLength`, `${k}.maxLength`])]}
    >
      <NumberField
        label={t('ops.system.register.minimumAge')}
        value={age}
        onChange={setAge}
        min={0}
        max={99}
        error={save.error}
        path="minimumAge"
      />
      <p className={`${styles.muted} ${styles.wide}`}>{t('ops.system.register.note')}</p>
      {rule('usernameRule', user, setUser)}
      {rule('passwordRule', pass, setPass)}
      <h2>{t('ops.system.register.fields')}</h2>
      <div className={styles.wide}>
        <RegisterFields drafts={fields} onChange={setFields} />
      </div>
    </SettingsForm>
  );
}
