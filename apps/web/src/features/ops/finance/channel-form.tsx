import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { csvAmount } from '@/lib/csv';
import { parseMoney } from '@/lib/money';
import { FormDialog } from '../shell/form-dialog';
import { SelectField } from '../shell/select-field';
import { saveChannel, type OpsChannel } from './finance-api';
import styles from './finance.module.css';

const KINDS = ['BANK', 'GATEWAY'] as const;
const PROVIDERS = ['sandbox', 'http'] as const;

type Form = {
  kind: (typeof KINDS)[number];
  name: string;
  min: string;
  max: string;
  percent: string;
  fixed: string;
  sort: string;
  enabled: boolean;
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string;
  provider: (typeof PROVIDERS)[number];
  url: string;
  secret: string;
};

const formOf = (c: OpsChannel | null, enabled?: boolean): Form => ({
  kind: c?.kind ?? 'BANK',
  name: c?.name ?? '',
  min: c ? csvAmount(c.minAmount) : '',
  max: c ? csvAmount(c.maxAmount) : '',
  // Basis points read as a percent with 2 decimals: 150 bp is "1.50" %.
  percent: c ? csvAmount(c.fee.percentBp) : '0',
  fixed: c ? csvAmount(c.fee.fixed) : '0',
  sort: String(c?.sort ?? 0),
  enabled: enabled ?? c?.enabled ?? true,
  bankName: c?.bank?.bankName ?? '',
  accountName: c?.bank?.accountName ?? '',
  accountNumber: c?.bank?.accountNumber ?? '',
  branch: c?.bank?.branch ?? '',
  provider: c?.gatewayProvider === 'http' ? 'http' : 'sandbox',
  url: '',
  secret: '',
});

/** The body of POST/PUT /ops/payment-channels from the form; amounts typed in major units. */
export function channelBody(f: Form) {
  return {
    kind: f.kind,
    name: f.name.trim(),
    minAmount: parseMoney(f.min) ?? 0,
    maxAmount: parseMoney(f.max) ?? 0,
    fee: { percentBp: parseMoney(f.percent) ?? 0, fixed: parseMoney(f.fixed) ?? 0 },
    sort: Number.parseInt(f.sort, 10) || 0,
    enabled: f.enabled,
    bank:
      f.kind === 'BANK'
        ? {
            bankName: f.bankName.trim(),
            accountName: f.accountName.trim(),
            accountNumber: f.accountNumber.trim(),
            branch: f.branch.trim(),
          }
        : null,
    gateway:
      f.kind === 'GATEWAY'
        ? { provider: f.provider, ...(f.provider === 'http' && f.url.trim() ? { url: f.url.trim() } : {}), secret: f.secret }
        : null,
  };
}

/** A bank channel as it is, with `enabled` changed (its list's switch). */
export const toggledBody = (c: OpsChannel) => channelBody(formOf(c, !c.enabled));

type Props = { channel: OpsChannel | null; enabled?: boolean; onClose: (saved: boolean) => void };

/** Creates or edits a payment channel: kind, name, limits, fee, order, shown or not, its bank account or gateway. */
export function ChannelForm({ channel, enabled, onClose }: Props) {
  const { t } = useTranslation();
  const [f, setF] = useState<Form>(() => formOf(channel, enabled));
  const set = (patch: Partial<Form>) => setF((old) => ({ ...old, ...patch }));
  const moneyError = (v: string) => (parseMoney(v) === null ? t('ops.finance.amountInvalid') : null);
  const text = (
    label: string,
    key: keyof Form,
    extra: { error?: string | null; inputMode?: 'decimal' | 'numeric'; required?: boolean } = {},
  ) => <TextField label={label} value={String(f[key])} onChange={(e) => set({ [key]: e.target.value })} {...extra} />;
  return (
    <FormDialog
      title={channel ? t('ops.finance.editChannel') : t('ops.finance.newChannel')}
      data-testid="finance-channel-form"
      save={() => saveChannel(channel?.id ?? null, channelBody(f))}
      onSaved={() => onClose(true)}
      onClose={() => onClose(false)}
    >
      {() => (
        <>
          <div className={styles.grid}>
            <SelectField
              label={t('ops.finance.kind')}
              value={f.kind}
              options={KINDS}
              text={(k) => t(`ops.finance.kinds.${k}`)}
              onChange={(kind) => set({ kind })}
            />
            {text(t('ops.finance.channelName'), 'name', { required: true })}
            {text(t('ops.finance.minAmount'), 'min', { inputMode: 'decimal', error: moneyError(f.min) })}
            {text(t('ops.finance.maxAmount'), 'max', { inputMode: 'decimal', error: moneyError(f.max) })}
            {text(t('ops.finance.feePercent'), 'percent', { inputMode: 'decimal', error: moneyError(f.percent) })}
            {text(t('ops.finance.feeFixed'), 'fixed', { inputMode: 'decimal', error: moneyError(f.fixed) })}
            {text(t('ops.finance.sort'), 'sort', { inputMode: 'numeric' })}
          </div>
          <Checkbox label={t('ops.finance.enabledLabel')} checked={f.enabled} onChange={(v) => set({ enabled: v })} />
          {f.kind === 'BANK' ? (
            <fieldset className={styles.grid}>
              <legend>{t('ops.finance.receivingAccount')}</legend>
              {text(t('ops.finance.bankName'), 'bankName', { required: true })}
              {text(t('ops.finance.accountName'), 'accountName', { required: true })}
              {text(t('ops.finance.accountNumber'), 'accountNumber', { required: true })}
              {text(t('ops.finance.branch'), 'branch')}
            </fieldset>
          ) : (
            <fieldset className={styles.grid}>
              <legend>{t('ops.finance.gateway')}</legend>
              <SelectField
                label={t('ops.finance.provider')}
                value={f.provider}
                options={PROVIDERS}
                text={(p) => t(`ops.finance.providers.${p}`)}
                onChange={(provider) => set({ provider })}
              />
              {f.provider === 'http' ? text(t('ops.finance.gatewayUrl'), 'url', { required: true }) : null}
              <TextField
                label={t('ops.finance.gatewaySecret')}
                type="password"
                autoComplete="off"
                value={f.secret}
                minLength={16}
                required
                onChange={(e) => set({ secret: e.target.value })}
              />
              <p className={styles.muted}>{t('ops.finance.secretHint')}</p>
            </fieldset>
          )}
        </>
      )}
    </FormDialog>
  );
}
