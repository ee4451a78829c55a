import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ENGINES } from '@jade/contract/games';
import { Button } from '@/components/ui/button';
import { isEngineName, verifyRound, type Recorded, type Verdict } from './verify';
import { VerifyResult } from './verify-result';
import styles from './verify.module.css';

export type VerifyFields = {
  engine: string;
  params: string;
  bet: string;
  actions: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
};
type Parsed = { verdict: Verdict } | { invalid: keyof VerifyFields };

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Runs the check on the fields as typed: each JSON field parsed, then `verifyRound`. */
export function runCheck(f: VerifyFields, recorded: Recorded): Parsed {
  if (!isEngineName(f.engine)) return { invalid: 'engine' };
  const params = parseJson(f.params || '{}');
  if (!params.ok || typeof params.value !== 'object' || params.value === null) return { invalid: 'params' };
  const bet = parseJson(f.bet);
  if (!bet.ok) return { invalid: 'bet' };
  const actions = parseJson(f.actions || '[]');
  if (!actions.ok || !Array.isArray(actions.value)) return { invalid: 'actions' };
  const nonce = Number(f.nonce);
  if (!Number.isInteger(nonce) || nonce < 0) return { invalid: 'nonce' };
  const input = {
    engine: f.engine,
    params: params.value as Record<string, unknown>,
    bet: bet.value,
    actions: actions.value,
    serverSeed: f.serverSeed.trim(),
    serverSeedHash: f.serverSeedHash.trim(),
    clientSeed: f.clientSeed,
    nonce,
  };
  return { verdict: verifyRound(input, recorded) };
}

const TEXT_FIELDS = ['serverSeed', 'serverSeedHash', 'clientSeed', 'nonce'] as const;
const JSON_FIELDS = ['params', 'bet', 'actions'] as const;

/** The verify inputs, prefilled; checks at once when a bet was given and on every submit. */
export function VerifyForm({ initial, recorded }: { initial: VerifyFields; recorded: Recorded }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(initial);
  const [checked, setChecked] = useState<Parsed | null>(() => (initial.bet ? runCheck(initial, recorded) : null));
  const set = (k: keyof VerifyFields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(runCheck(fields, recorded));
  };
  const invalid = checked && 'invalid' in checked ? checked.invalid : null;

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="verify-form">
        <label className={styles.field}>
          <span>{t('play.verify.engine')}</span>
          <select value={fields.engine} onChange={set('engine')} data-testid="verify-engine">
            {ENGINES.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        </label>
        {JSON_FIELDS.map((k) => (
          <label key={k} className={styles.field}>
            <span>{t(`play.verify.${k}`)}</span>
            <textarea
              value={fields[k]}
              onChange={set(k)}
              rows={k === 'params' ? 3 : 2}
              spellCheck={false}
              aria-invalid={invalid === k}
              data-testid={`verify-${k}`}
            />
          </label>
        ))}
        {TEXT_FIELDS.map((k) => (
          <label key={k} className={styles.field}>
            <span>{t(`play.verify.${k}`)}</span>
            <input
              value={fields[k]}
              onChange={set(k)}
              inputMode={k === 'nonce' ? 'numeric' : undefined}
              spellCheck={false}
              aria-invalid={invalid === k}
              data-testid={`verify-${k}`}
            />
          </label>
        ))}
        <Button type="submit" data-testid="verify-submit">
          {t('play.verify.submit')}
        </Button>
      </form>
      {invalid ? (
        <p className={styles.error} role="alert" data-testid="verify-verdict" data-verdict="invalid">
          {t('play.verify.invalid', { field: t(`play.verify.${invalid}`) })}
        </p>
      ) : null}
      {checked && 'verdict' in checked ? <VerifyResult verdict={checked.verdict} recorded={recorded} /> : null}
    </>
  );
}
