import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { csvAmount } from '@/lib/csv';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { CsvButton } from '../shell/csv-button';
import { pageHeadStyles } from '../shell/page-head';
import { ChannelForm, toggledBody } from './channel-form';
import { FINANCE_KEY, listChannels, saveChannel, useMayDecide, type OpsChannel } from './finance-api';
import { SettingsForm } from './settings-form';
import styles from './finance.module.css';

const CHANNELS_KEY = [...FINANCE_KEY, 'channels'];

/** A fee as the member pays it: "1.50% + Rs 10.00", or none. */
function feeText(c: OpsChannel, none: string) {
  const parts = [c.fee.percentBp ? `${csvAmount(c.fee.percentBp)}%` : '', c.fee.fixed ? formatMoney(c.fee.fixed) : ''].filter(
    Boolean,
  );
  return parts.length ? parts.join(' + ') : none;
}

/** The payment channels (every one, shown or not): create, edit, show or hide; then the payment settings. */
export function ChannelsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mayEdit = useMayDecide();
  const channels = useQuery({ queryKey: CHANNELS_KEY, queryFn: listChannels });
  // `undefined`: no form; `null`: a new channel.
  const [editing, setEditing] = useState<{ channel: OpsChannel | null; enabled?: boolean } | undefined>(undefined);
  const [problem, setProblem] = useState<unknown>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: CHANNELS_KEY });
  const toggle = async (c: OpsChannel) => {
    setProblem(null);
    // A gateway's secret is never read back: switching one asks for it again in its form.
    if (c.kind === 'GATEWAY') return setEditing({ channel: c, enabled: !c.enabled });
    try {
      await saveChannel(c.id, toggledBody(c));
      await refresh();
    } catch (err) {
      setProblem(err);
    }
  };
  const kind = (c: OpsChannel) => t(`ops.finance.kinds.${c.kind}`);
  return (
    <>
      <section className={styles.stack} aria-labelledby="finance-channels">
        <div className={pageHeadStyles.filters}>
          <h2 id="finance-channels">{t('ops.finance.channels')}</h2>
          {mayEdit ? <Button onClick={() => setEditing({ channel: null })}>{t('ops.finance.newChannel')}</Button> : null}
          <CsvButton
            name="payment-channels"
            load={async () => channels.data ?? (await listChannels())}
            columns={[
              { header: t('ops.finance.channelName'), cell: (c: OpsChannel) => c.name },
              { header: t('ops.finance.kind'), cell: kind },
              { header: t('ops.finance.minAmount'), cell: (c) => csvAmount(c.minAmount) },
              { header: t('ops.finance.maxAmount'), cell: (c) => csvAmount(c.maxAmount) },
              { header: t('ops.finance.feePercent'), cell: (c) => csvAmount(c.fee.percentBp) },
              { header: t('ops.finance.feeFixed'), cell: (c) => csvAmount(c.fee.fixed) },
              { header: t('ops.finance.sort'), cell: (c) => c.sort },
              { header: t('ops.finance.enabledLabel'), cell: (c) => (c.enabled ? t('ops.finance.on') : t('ops.finance.off')) },
              { header: t('ops.finance.bankName'), cell: (c) => c.bank?.bankName ?? '' },
              { header: t('ops.finance.accountNumber'), cell: (c) => c.bank?.accountNumber ?? '' },
            ]}
          />
        </div>
        {problem ? (
          <p role="alert" className={styles.error}>
            {errorText(t, problem)}
          </p>
        ) : null}
        <QueryState query={channels} empty={channels.data?.length === 0} emptyText={t('ops.shell.common.noRows')}>
          <DataTable
            rows={channels.data ?? []}
            layout="stack"
            data-testid="finance-channels"
            columns={[
              { header: t('ops.finance.channelName'), cell: (c) => c.name, rowHeader: true },
              { header: t('ops.finance.kind'), cell: (c) => (c.gatewayProvider ? `${kind(c)} (${c.gatewayProvider})` : kind(c)) },
              {
                header: t('ops.finance.limits'),
                num: true,
                cell: (c) => `${formatMoney(c.minAmount)} – ${formatMoney(c.maxAmount)}`,
              },
              { header: t('ops.finance.fee'), cell: (c) => feeText(c, t('ops.finance.noFee')) },
              {
                header: t('ops.finance.receivingAccount'),
                cell: (c) => (c.bank ? `${c.bank.bankName} · ${c.bank.accountName} · ${c.bank.accountNumber}` : '—'),
              },
              { header: t('ops.finance.sort'), num: true, cell: (c) => c.sort },
              { header: t('ops.finance.enabledLabel'), cell: (c) => (c.enabled ? t('ops.finance.on') : t('ops.finance.off')) },
              {
                header: t('ops.shell.common.actions'),
                hideHeader: true,
                cell: (c) =>
                  mayEdit ? (
                    <span className={pageHeadStyles.filters}>
                      <Button variant="secondary" onClick={() => setEditing({ channel: c })}>
                        {t('ops.finance.edit')}
                      </Button>
                      <Button variant="secondary" onClick={() => void toggle(c)}>
                        {c.enabled ? t('ops.finance.disable') : t('ops.finance.enable')}
                      </Button>
                    </span>
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
        </QueryState>
      </section>
      <SettingsForm readOnly={!mayEdit} />
      {editing !== undefined ? (
        <ChannelForm
          channel={editing.channel}
          {...(editing.enabled === undefined ? {} : { enabled: editing.enabled })}
          onClose={(saved) => {
            setEditing(undefined);
            if (saved) void refresh();
          }}
        />
      ) : null}
    </>
  );
}
