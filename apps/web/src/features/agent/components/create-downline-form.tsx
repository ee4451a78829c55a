import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DownlineKind } from '@jade/contract/agents';
import { checkNewPassword } from '@jade/contract/passwords';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { fieldStyles, TextField } from '@/components/ui/text-field';
import { errorText, fieldIssue } from '@/lib/errors';
import { fieldProblemText, issueText, passwordProblemText } from '@/lib/field-messages';
import { useCreateDownline } from '../api/create-downline';
import { usePasswordRule } from '../api/get-password-rule';
import styles from './agent.module.css';
import { initialContracts, InitialContractsFields, useOwnRates, type InitialDrafts } from './initial-contracts';

/**
 * Register centre: opens a member or agent account directly under the signed-in agent; an agent
 * may get first contracts of the kinds the signed-in agent holds, which it answers at its first sign-in.
 * The password follows the merchant's registration rule; the new account changes it at first sign-in.
 */
export function CreateDownlineForm() {
  const { t } = useTranslation();
  const headingId = useId();
  const kindId = useId();
  const create = useCreateDownline();
  const [kind, setKind] = useState<DownlineKind>('MEMBER');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [nickname, setNickname] = useState('');
  const [drafts, setDrafts] = useState<InitialDrafts>({});
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<string[] | null>(null);
  const own = useOwnRates();
  const rule = usePasswordRule().data;
  const passwordProblem = checkNewPassword(password, password, rule ? { rule } : {});
  const contracts = kind === 'AGENT' ? initialContracts(drafts, own) : [];
  const errors = {
    username: /^[A-Za-z0-9]{4,16}$/.test(username) ? null : t('agent.register.usernameRule'),
    password: passwordProblem ? passwordProblemText(t, passwordProblem) : null,
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setDone(null);
    if (errors.username || errors.password || contracts === null) return;
    create.mutate(
      {
        kind,
        username,
        password,
        ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
        ...(kind === 'AGENT' && contracts.length > 0 ? { contracts } : {}),
      },
      {
        onSuccess: (r) => {
          setDone([
            r.affiliateCode
              ? t('agent.register.createdAgent', { username: r.username, code: r.affiliateCode })
              : t('agent.register.createdMember', { username: r.username }),
            ...r.contracts.map((c) => t('agent.register.offeredKind', { kind: t(`agent.contracts.kinds.${c.kind}`) })),
          ]);
          setUsername('');
          setPassword('');
          setNickname('');
          setDrafts({});
          setTried(false);
        },
      },
    );
  };
  const serverIssue = create.isError ? fieldIssue(create.error, 'username') : undefined;
  const serverPassword = create.isError ? fieldIssue(create.error, 'password') : undefined;
  const serverPasswordText =
    serverPassword?.startsWith('pattern:') && rule
      ? fieldProblemText(t, { key: 'pattern', patternId: rule.patternId, min: rule.minLength, max: rule.maxLength })
      : serverPassword && issueText(t, serverPassword);
  return (
    <Card aria-labelledby={headingId} data-testid="create-downline">
      <h2 id={headingId}>{t('agent.register.createTitle')}</h2>
      <form className={`${styles.form} ${styles.formWide}`} onSubmit={submit} noValidate>
        <div className={styles.selectField}>
          <label htmlFor={kindId}>{t('agent.register.kind')}</label>
          <select id={kindId} className={styles.select} value={kind} onChange={(e) => setKind(e.target.value as DownlineKind)}>
            {DownlineKind.options.map((k) => (
              <option key={k} value={k}>
                {t(`agent.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('agent.register.username')}
          autoComplete="off"
          value={username}
          onChange={(e) => setUsername(e.target.value.trim())}
          error={tried ? errors.username : null}
        />
        <TextField
          label={t('agent.register.password')}
          revealable
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={(tried ? errors.password : null) ?? serverPasswordText ?? null}
        />
        <TextField
          label={t('agent.register.nickname')}
          value={nickname}
          maxLength={40}
          onChange={(e) => setNickname(e.target.value)}
        />
        {kind === 'AGENT' ? (
          <InitialContractsFields
            own={own}
            value={drafts}
            onChange={setDrafts}
            showErrors={tried}
            note={t('agent.initial.agentNote')}
          />
        ) : null}
        {create.isError && !serverPassword ? (
          <p className={fieldStyles.alert} role="alert">
            {serverIssue && serverIssue !== 'taken' ? serverIssue : errorText(t, create.error)}
          </p>
        ) : null}
        {done ? (
          <div className={styles.success} role="status">
            {done.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : null}
        <div>
          <Button type="submit" disabled={create.isPending}>
            {t('agent.register.create')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
