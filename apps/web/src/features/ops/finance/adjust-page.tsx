import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { parseMoney } from '@/lib/money';
import { adjustBalance, grantBonus, useMayDecide } from './finance-api';
import { MoneyMoveForm } from './money-move-form';
import styles from './finance.module.css';

const amountError = (v: string, text: string) => (v.trim() && !parseMoney(v) ? text : null);

/** A member's balance adjustment (credit or debit, with its reason) and a bonus grant, both under four eyes. */
export function AdjustPage() {
  const { t } = useTranslation();
  const id = useId();
  const mayDecide = useMayDecide();
  const [a, setA] = useState({ username: '', direction: 'credit' as 'credit' | 'debit', amount: '', reason: '' });
  const [b, setB] = useState({ username: '', amount: '', turnover: '0', name: '' });
  if (!mayDecide) return <p role="status">{t('ops.finance.readOnly')}</p>;
  const invalid = t('ops.finance.amountInvalid');
  const adjustMinor = parseMoney(a.amount) ?? 0;
  const bonusMinor = parseMoney(b.amount) ?? 0;
  const turnoverMinor = parseMoney(b.turnover);
  return (
    <div className={styles.grid}>
      <MoneyMoveForm
        title={t('ops.finance.adjustTitle')}
        testId="finance-adjust"
        submitLabel={t('ops.finance.adjustSubmit')}
        ready={Boolean(a.username.trim()) && adjustMinor > 0 && a.reason.trim().length >= 3}
        onSubmit={(key) =>
          adjustBalance(a.username.trim(), {
            amount: a.direction === 'credit' ? adjustMinor : -adjustMinor,
            reason: a.reason.trim(),
            idempotencyKey: key,
          })
        }
        onDone={() => setA({ ...a, amount: '', reason: '' })}
      >
        <TextField
          label={t('ops.shell.common.member')}
          value={a.username}
          maxLength={64}
          required
          autoComplete="off"
          onChange={(e) => setA({ ...a, username: e.target.value })}
        />
        <fieldset className={styles.buttons}>
          <legend>{t('ops.finance.direction')}</legend>
          {(['credit', 'debit'] as const).map((d) => (
            <label key={d}>
              <input
                type="radio"
                name={`${id}-direction`}
                checked={a.direction === d}
                onChange={() => setA({ ...a, direction: d })}
              />{' '}
              {t(`ops.finance.${d}`)}
            </label>
          ))}
        </fieldset>
        <TextField
          label={t('ops.shell.common.amount')}
          inputMode="decimal"
          value={a.amount}
          required
          error={amountError(a.amount, invalid)}
          onChange={(e) => setA({ ...a, amount: e.target.value })}
        />
        <TextField
          label={t('ops.finance.reason')}
          value={a.reason}
          minLength={3}
          maxLength={200}
          required
          onChange={(e) => setA({ ...a, reason: e.target.value })}
        />
      </MoneyMoveForm>
      <MoneyMoveForm
        title={t('ops.finance.bonusTitle')}
        testId="finance-bonus"
        submitLabel={t('ops.finance.bonusSubmit')}
        ready={Boolean(b.username.trim()) && bonusMinor > 0 && turnoverMinor !== null && Boolean(b.name.trim())}
        onSubmit={(key) =>
          grantBonus(b.username.trim(), {
            amount: bonusMinor,
            turnover: turnoverMinor ?? 0,
            name: b.name.trim(),
            idempotencyKey: key,
          })
        }
        onDone={() => setB({ ...b, amount: '', name: '' })}
      >
        <TextField
          label={t('ops.shell.common.member')}
          value={b.username}
          maxLength={64}
          required
          autoComplete="off"
          onChange={(e) => setB({ ...b, username: e.target.value })}
        />
        <TextField
          label={t('ops.shell.common.amount')}
          inputMode="decimal"
          value={b.amount}
          required
          error={amountError(b.amount, invalid)}
          onChange={(e) => setB({ ...b, amount: e.target.value })}
        />
        <TextField
          label={t('ops.finance.turnover')}
          inputMode="decimal"
          value={b.turnover}
          error={parseMoney(b.turnover) === null ? invalid : null}
          onChange={(e) => setB({ ...b, turnover: e.target.value })}
        />
        <TextField
          label={t('ops.finance.bonusName')}
          value={b.name}
          maxLength={60}
          required
          onChange={(e) => setB({ ...b, name: e.target.value })}
        />
      </MoneyMoveForm>
    </div>
  );
}
