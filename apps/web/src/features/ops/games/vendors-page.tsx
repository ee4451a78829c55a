import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsVendor } from '@jade/contract/ops-games';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { CsvButton } from '../shell/csv-button';
import { rotateKey, setVendor, vendorList, walletKeys } from './games-api';
import styles from './games.module.css';
import formStyles from '../shell/forms.module.css';

/**
 * The vendors: maintenance on and off, the vendor switched on and off as a whole (its titles keep
 * their own flags), and a new wallet key whose secret shows once.
 */
export function VendorsPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const vendors = useQuery({ queryKey: ['ops', 'games', 'vendors'], queryFn: vendorList });
  const keys = useQuery({ queryKey: ['ops', 'games', 'keys'], queryFn: walletKeys });
  const [confirm, setConfirm] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (v: { code: string; maintenance?: boolean; enabled?: boolean }) => {
      const { code, ...body } = v;
      return setVendor(code, body);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ops', 'games'] }),
  });
  const rotate = useMutation({
    mutationFn: rotateKey,
    onSuccess: () => (setConfirm(null), void queryClient.invalidateQueries({ queryKey: ['ops', 'games', 'keys'] })),
  });
  const keyOf = (code: string) => keys.data?.list.find((k) => k.vendor === code);
  const rows = vendors.data?.list ?? [];
  const keyText = (code: string) => {
    const k = keyOf(code);
    return k ? t('ops.games.vendors.keySince', { at: formatDateTime(k.updatedAt, i18n.language) }) : t('ops.games.vendors.noKey');
  };
  return (
    <section className={formStyles.section} aria-label={t('ops.games.tabs.vendors')}>
      <div className={formStyles.row}>
        <CsvButton
          name="vendors"
          columns={[
            { header: t('ops.games.vendors.code'), cell: (v: OpsVendor) => v.code },
            { header: t('ops.games.vendors.name'), cell: (v: OpsVendor) => v.name },
            { header: t('ops.games.category'), cell: (v: OpsVendor) => v.category },
            { header: t('ops.games.vendors.maintenance'), cell: (v: OpsVendor) => (v.maintenance ? 1 : 0) },
            { header: t('ops.games.vendors.enabled'), cell: (v: OpsVendor) => (v.enabled ? 1 : 0) },
            { header: t('ops.games.vendors.titles'), cell: (v: OpsVendor) => v.titles },
            { header: t('ops.games.vendors.enabledTitles'), cell: (v: OpsVendor) => v.enabledTitles },
          ]}
          load={async () => (await vendorList()).list}
        />
      </div>
      {change.isError ? <p role="alert">{errorText(t, change.error)}</p> : null}
      <QueryState query={vendors} empty={rows.length === 0} emptyText={t('ops.shell.common.noRows')}>
        <DataTable
          rows={rows}
          rowKey={(v) => `${v.category}:${v.code}`}
          layout="stack"
          data-testid="ops-vendors"
          rowProps={(v) => ({ 'data-vendor': v.code })}
          columns={[
            { header: t('ops.games.vendors.name'), cell: (v) => `${v.name} (${v.code})`, rowHeader: true },
            { header: t('ops.games.category'), cell: (v) => v.category },
            {
              header: t('ops.games.vendors.titles'),
              cell: (v) => t('ops.games.vendors.titlesOn', { on: v.enabledTitles, all: v.titles }),
              num: true,
            },
            {
              header: t('ops.games.vendors.maintenance'),
              cell: (v) => (
                <Button
                  variant="secondary"
                  aria-pressed={v.maintenance}
                  disabled={change.isPending}
                  onClick={() => change.mutate({ code: v.code, maintenance: !v.maintenance })}
                >
                  {v.maintenance ? t('ops.games.vendors.maintenanceOff') : t('ops.games.vendors.maintenanceOn')}
                </Button>
              ),
            },
            {
              header: t('ops.games.vendors.enabled'),
              cell: (v) => (
                <span className={formStyles.row}>
                  <span>{v.enabled ? t('ops.games.vendors.isOn') : t('ops.games.vendors.isOff')}</span>
                  <Button
                    variant="secondary"
                    aria-pressed={!v.enabled}
                    disabled={change.isPending}
                    onClick={() => change.mutate({ code: v.code, enabled: !v.enabled })}
                  >
                    {v.enabled ? t('ops.games.vendors.disable') : t('ops.games.vendors.enable')}
                  </Button>
                </span>
              ),
            },
            {
              header: t('ops.games.vendors.walletKey'),
              cell: (v) => (
                <span className={formStyles.row}>
                  <span>{keyText(v.code)}</span>
                  <Button variant="ghost" onClick={() => (rotate.reset(), setConfirm(v.code))}>
                    {t('ops.games.vendors.rotate')}
                  </Button>
                </span>
              ),
            },
          ]}
        />
      </QueryState>
      <Dialog
        open={confirm !== null || rotate.isSuccess}
        onOpenChange={(o) => !o && (setConfirm(null), rotate.reset())}
        title={t('ops.games.vendors.rotateTitle', { code: confirm ?? rotate.data?.vendor ?? '' })}
      >
        {rotate.data ? (
          <div className={formStyles.form}>
            <p>{t('ops.games.vendors.secretOnce')}</p>
            <code data-testid="ops-new-secret" className={styles.secret}>
              {rotate.data.secret}
            </code>
            <Button onClick={() => void navigator.clipboard?.writeText(rotate.data.secret)}>{t('ops.games.vendors.copy')}</Button>
          </div>
        ) : (
          <div className={formStyles.form}>
            <p>{t('ops.games.vendors.rotateWarning')}</p>
            {rotate.isError ? <p role="alert">{errorText(t, rotate.error)}</p> : null}
            <div className={formStyles.row}>
              <Button disabled={rotate.isPending} onClick={() => confirm && rotate.mutate(confirm)}>
                {t('ops.shell.common.confirm')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirm(null)}>
                {t('ops.shell.common.cancel')}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </section>
  );
}
