import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PayoutKind } from '@jade/contract/payments';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { fieldStyles, TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { useCreatePayoutAccount } from '../api/create-payout-account';
import styles from './payments.module.css';

const NUMBER = /^[0-9A-Za-z-]{4,34}$/;
const EMPTY = { kind: 'BANK' as PayoutKind, provider: '', accountName: '', accountNumber: '' };

/** Binds a bank account or e-wallet; its name must be the member's real name once that is set. */
export function AddPayoutAccountForm({ realName }: { realName: string | null }) {
  const { t } = useTranslation();
  const create = useCreatePayoutAccount();
  const [v, setV] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const [added, setAdded] = useState(false);
  const errors = {
    provider: v.provider.trim().length < 2 ? t('payments.withdraw.tooShort') : null,
    accountName: v.accountName.trim().length < 2 ? t('payments.withdraw.tooShort') : null,
    accountNumber: NUMBER.test(v.accountNumber.trim()) ? null : t('payments.withdraw.numberRule'),
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setAdded(false);
    if (Object.values(errors).some(Boolean)) return;
    create.mutate(
      { kind: v.kind, provider: v.provider.trim(), accountName: v.accountName.trim(), accountNumber: v.accountNumber.trim() },
      {
        onSuccess: () => {
          setV(EMPTY);
          setTried(false);
          setAdded(true);
        },
      },
    );
  };
  return (
    <Card aria-labelledby="add-payout">
      <h2 id="add-payout">{t('payments.withdraw.addTitle')}</h2>
      <p className={styles.muted}>
        {realName ? t('payments.withdraw.nameRule', { name: realName }) : t('payments.withdraw.nameRuleUnset')}
      </p>
      <form onSubmit={submit} noValidate className={styles.form}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('payments.withdraw.kind')}</legend>
          {PayoutKind.options.map((kind) => (
            <label key={kind} className={styles.radio}>
              <input type="radio" name="kind" checked={v.kind === kind} onChange={() => setV({ ...v, kind })} />
              {t(`payments.withdraw.kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
        <TextField
          label={t('payments.withdraw.provider')}
          maxLength={60}
          value={v.provider}
          onChange={(e) => setV({ ...v, provider: e.target.value })}
          error={tried ? errors.provider : null}
        />
        <TextField
          label={t('payments.withdraw.accountName')}
          maxLength={60}
          value={v.accountName}
          onChange={(e) => setV({ ...v, accountName: e.target.value })}
          error={tried ? errors.accountName : null}
        />
        <TextField
          label={t('payments.withdraw.accountNumber')}
          maxLength={34}
          autoComplete="off"
          value={v.accountNumber}
          onChange={(e) => setV({ ...v, accountNumber: e.target.value })}
          error={tried ? errors.accountNumber : null}
        />
        {create.isError ? <p className={fieldStyles.alert}>{errorText(t, create.error)}</p> : null}
        {added ? (
          <p className={styles.success} role="status">
            {t('payments.withdraw.added')}
          </p>
        ) : null}
        <Button type="submit" disabled={create.isPending}>
          {t('payments.withdraw.add')}
        </Button>
      </form>
    </Card>
  );
}
