import { useTranslation } from 'react-i18next';
import type { FieldRule } from '@jade/contract/patterns';
import { REGISTER_FIELD_DEFAULTS, REGISTER_FIELDS, type RegisterField } from '@jade/contract/register';
import { DataTable } from '@/components/ui/data-table';
import { num } from './settings-form';
import styles from './system.module.css';

/** One optional field of the registration form as the admin edits it. */
export type FieldDraft = { shown: boolean; required: boolean; min: string; max: string };
export type FieldDrafts = Record<RegisterField, FieldDraft>;

/** The drafts of the saved rules: a field never configured starts hidden with its default lengths. */
export function fieldDrafts(saved: Partial<Record<RegisterField, FieldRule>>): FieldDrafts {
  return Object.fromEntries(
    REGISTER_FIELDS.map((f) => {
      const rule = saved[f] ?? { ...REGISTER_FIELD_DEFAULTS[f], enabled: false };
      return [f, { shown: rule.enabled, required: rule.required, min: String(rule.minLength), max: String(rule.maxLength) }];
    }),
  ) as FieldDrafts;
}

/**
 * The rules to save: every field shown, and every field configured before (kept, hidden, so its
 * pattern is not lost); a field first shown takes its default pattern.
 */
export function fieldRules(saved: Partial<Record<RegisterField, FieldRule>>, drafts: FieldDrafts) {
  const rules: Partial<Record<RegisterField, FieldRule>> = {};
  for (const f of REGISTER_FIELDS) {
    const d = drafts[f];
    const before = saved[f];
    if (!d.shown && !before) continue;
    rules[f] = {
      ...(before ?? REGISTER_FIELD_DEFAULTS[f]),
      enabled: d.shown,
      required: d.shown && d.required,
      minLength: num(d.min),
      maxLength: num(d.max),
    };
  }
  return rules;
}

/** The table of the optional fields: shown, required, and the shortest and longest value. */
export function RegisterFields({ drafts, onChange }: { drafts: FieldDrafts; onChange: (next: FieldDrafts) => void }) {
  const { t } = useTranslation();
  const set = (f: RegisterField, patch: Partial<FieldDraft>) => onChange({ ...drafts, [f]: { ...drafts[f], ...patch } });
  const name = (f: RegisterField) => t(`register.fields.${f}`);
  const length = (f: RegisterField, key: 'min' | 'max', label: string) => (
    <input
      className={styles.length}
      type="number"
      inputMode="numeric"
      min={key === 'min' ? 0 : 1}
      max={128}
      value={drafts[f][key]}
      disabled={!drafts[f].shown}
      aria-label={`${label}: ${name(f)}`}
      onChange={(e) => set(f, { [key]: e.target.value })}
    />
  );
  return (
    <DataTable
      data-testid="ops-register-fields"
      layout="stack"
      rows={[...REGISTER_FIELDS]}
      rowKey={(f) => f}
      rowProps={(f) => ({ 'data-field': f })}
      columns={[
        { header: t('ops.system.register.field'), cell: name, rowHeader: true },
        {
          header: t('ops.system.register.shown'),
          cell: (f) => (
            <input
              type="checkbox"
              checked={drafts[f].shown}
              aria-label={`${t('ops.system.register.shown')}: ${name(f)}`}
              onChange={(e) => set(f, { shown: e.target.checked })}
            />
          ),
        },
        {
          header: t('ops.system.register.required'),
          cell: (f) => (
            <input
              type="checkbox"
              checked={drafts[f].shown && drafts[f].required}
              disabled={!drafts[f].shown}
              aria-label={`${t('ops.system.register.required')}: ${name(f)}`}
              onChange={(e) => set(f, { required: e.target.checked })}
            />
          ),
        },
        { header: t('ops.system.register.minLength'), cell: (f) => length(f, 'min', t('ops.system.register.minLength')) },
        { header: t('ops.system.register.maxLength'), cell: (f) => length(f, 'max', t('ops.system.register.maxLength')) },
      ]}
    />
  );
}
