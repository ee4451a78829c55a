import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@jade/contract/auth';
import type { RegisterConfig } from '@jade/contract/register';
import { Button } from '@/components/ui/button';
import { CaptchaImage } from '@/components/ui/captcha-image';
import { Checkbox } from '@/components/ui/checkbox';
import { TabSwitch } from '@/components/ui/tab-switch';
import { fieldStyles, TextField } from '@/components/ui/text-field';
import { WarningDialog } from '@/components/ui/warning-dialog';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { getCaptcha } from '@/lib/queries/captcha';
import { useRegisterConfig } from '@/lib/queries/register-config';
import { checkAffiliate } from '../api/check-affiliate';
import { solveHumanCheck } from '../api/human-check';
import { useRegister } from '../api/register';
import styles from './auth-forms.module.css';
import { MobileField } from './mobile-field';
import { NewPasswordFields } from './new-password-fields';
import { clientIssues, serverIssueText, visibleFields, type RegisterMethod, type Values } from './register-rules';

type Props = { onSuccess: (member: MemberInfo) => void; onLogin: () => void };

/** The register modal's form: username and mobile tabs, each shown only when the merchant enables it. */
export function RegisterForm(props: Props) {
  const { t } = useTranslation();
  const config = useRegisterConfig();
  if (!config.data) {
    return config.isError ? <p className={fieldStyles.alert}>{errorText(t, config.error)}</p> : <p>{t('common.loading')}</p>;
  }
  return <RegisterTabs config={config.data} {...props} />;
}

function RegisterTabs({ config, onSuccess, onLogin }: Props & { config: RegisterConfig }) {
  const { t } = useTranslation();
  const methods = (['username', 'mobile'] as const).filter((m) => config.methods[m]);
  const [method, setMethod] = useState<RegisterMethod>(methods[0] ?? 'username');
  const params = new URLSearchParams(window.location.search);
  const [values, setValues] = useState<Values>(() => ({
    countryDialingCode: config.countries[0]?.countryDialingCode ?? '',
    affiliateCode: params.get('affiliateCode') ?? '',
    referralCode: params.get('referralCode') ?? '',
  }));
  const [terms, setTerms] = useState(false);
  const [age, setAge] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [affiliateForced, setAffiliateForced] = useState(false);
  const [affiliateDialog, setAffiliateDialog] = useState(false);
  const [altcha, setAltcha] = useState<string | null>(null);
  const [altchaRound, setAltchaRound] = useState(0);
  const [captcha, setCaptcha] = useState<{ id: string; image: string } | null>(null);
  const register = useRegister();

  // The human check is solved in the background as soon as the form opens, and again after a try.
  useEffect(() => {
    const ctl = new AbortController();
    solveHumanCheck(ctl.signal).then(setAltcha, () => undefined);
    return () => ctl.abort();
  }, [altchaRound]);

  // An affiliate code from the URL is checked first; a bad one makes the field visible and required.
  const urlAffiliate = params.get('affiliateCode');
  useEffect(() => {
    if (!urlAffiliate) {
      // No code in the link: an agent's campaign domain carries one.
      checkAffiliate('', window.location.hostname).then(
        (r) => {
          if (r.valid && r.code) setValues((v) => (v.affiliateCode ? v : { ...v, affiliateCode: r.code! }));
        },
        () => undefined,
      );
      return;
    }
    checkAffiliate(urlAffiliate, window.location.hostname).then(
      (r) => {
        if (!r.valid) {
          setAffiliateForced(true);
          setAffiliateDialog(true);
        }
      },
      () => undefined,
    );
  }, [urlAffiliate]);

  const refreshCaptcha = () =>
    getCaptcha().then(
      (c) => setCaptcha({ id: c.captchaId, image: c.image }),
      () => setCaptcha(null),
    );
  useEffect(() => {
    if (config.fields.captcha?.enabled) void refreshCaptcha();
  }, [config.fields.captcha?.enabled]);

  const set = (name: string) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const issues = clientIssues(t, config, method, values, affiliateForced);
  const serverIssues: Values = {};
  if (register.error instanceof ApiError)
    for (const i of register.error.issues) serverIssues[i.path] = serverIssueText(t, config, i.path, i.message);
  const shown = (name: string) => (submitted || values[name] ? issues[name] : undefined) ?? serverIssues[name];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!terms || !age || Object.keys(issues).length > 0 || !altcha) return;
    const body: Record<string, unknown> = {
      termsAccepted: true,
      ageConfirmed: true,
      altcha,
      domain: window.location.hostname,
      registerUrl: window.location.href,
    };
    const fields = [
      'username',
      'password',
      'confirmPassword',
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'referralCode',
      'affiliateCode',
      ...visibleFields(config, method, affiliateForced),
    ];
    for (const f of new Set(fields)) if (values[f]?.trim()) body[f] = values[f];
    if (method === 'mobile') delete body.username;
    if (captcha) Object.assign(body, { captchaId: captcha.id, captcha: values.captcha });
    setAltcha(null);
    register.mutate(
      { method, body: body as never },
      {
        onSuccess: (res) => onSuccess(res.member),
        onError: (err) => {
          setAltchaRound((n) => n + 1);
          if (captcha) void refreshCaptcha();
          if (err instanceof ApiError && err.code === 'AFFILIATE_INVALID') setAffiliateForced(true);
        },
      },
    );
  };

  const general = register.error && !(register.error instanceof ApiError && register.error.issues.length > 0);
  const passwordFields = method === 'username' || config.mobilePassword;
  const fields = (
    <>
      {general ? (
        <p className={fieldStyles.alert} role="alert">
          {errorText(t, register.error)}
        </p>
      ) : register.error instanceof ApiError && register.error.code !== 'VALIDATION_FAILED' ? (
        <p className={fieldStyles.alert} role="alert">
          {errorText(t, register.error)}
        </p>
      ) : null}
      {method === 'username' ? (
        <TextField
          label={t('auth.username')}
          name="username"
          autoComplete="username"
          value={values.username ?? ''}
          onChange={set('username')}
          error={shown('username')}
        />
      ) : null}
      {method === 'mobile' || visibleFields(config, method, affiliateForced).includes('mobileNum') ? (
        <MobileField countries={config.countries} values={values} set={set} error={shown('mobileNum')} />
      ) : null}
      {method === 'mobile' && config.smsVerification ? (
        <MobileField.Code
          purpose="register"
          values={values}
          set={set}
          error={shown('verificationCode')}
          ready={() => !issues.mobileNum}
        />
      ) : null}
      {passwordFields ? (
        <>
          <NewPasswordFields
            names={['password', 'confirmPassword']}
            passwordLabel={t('auth.password')}
            password={values.password ?? ''}
            confirm={values.confirmPassword ?? ''}
            onPassword={(v) => setValues((x) => ({ ...x, password: v }))}
            onConfirm={(v) => setValues((x) => ({ ...x, confirmPassword: v }))}
            passwordError={shown('password')}
            confirmError={shown('confirmPassword')}
          />
        </>
      ) : null}
      {visibleFields(config, method, affiliateForced)
        .filter((f) => f !== 'mobileNum')
        .map((f) => (
          <TextField
            key={f}
            label={t(`register.fields.${f}`)}
            name={f}
            revealable={f === 'paymentPassword'}
            autoComplete={f === 'email' ? 'email' : 'off'}
            value={values[f] ?? ''}
            onChange={set(f)}
            error={shown(f)}
          />
        ))}
      {captcha ? (
        <div className={styles.row}>
          <TextField
            label={t('form.captcha')}
            name="captcha"
            autoComplete="off"
            value={values.captcha ?? ''}
            onChange={set('captcha')}
            error={shown('captcha')}
          />
          <div className={fieldStyles.field}>
            <CaptchaImage src={captcha.image} onRefresh={() => void refreshCaptcha()} />
          </div>
        </div>
      ) : null}
      <Checkbox
        label={t('register.terms')}
        checked={terms}
        onChange={setTerms}
        error={submitted && !terms ? t('register.termsRequired') : null}
      />
      <Checkbox
        label={t('register.age', { age: config.minimumAge })}
        checked={age}
        onChange={setAge}
        error={submitted && !age ? t('register.ageRequired', { age: config.minimumAge }) : null}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={register.isPending || (submitted && !altcha && terms && age)}>
          {register.isPending
            ? t('common.loading')
            : !altcha && submitted && terms && age
              ? t('register.checkingHuman')
              : t('register.submit')}
        </Button>
      </div>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onLogin}>
          {t('register.haveAccount')}
        </button>
      </div>
      <WarningDialog
        open={affiliateDialog}
        title={t('register.invitationErrorTitle')}
        message={t('errors.AFFILIATE_INVALID')}
        onClose={() => setAffiliateDialog(false)}
      />
    </>
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {methods.length > 1 ? (
        <TabSwitch
          value={method}
          onChange={setMethod}
          tabs={methods.map((m) => ({ value: m, label: t(m === 'username' ? 'register.tabUsername' : 'register.tabMobile') }))}
          label={t('register.title')}
          listClassName={styles.tabs}
          tabClassName={styles.tab}
        >
          {fields}
        </TabSwitch>
      ) : (
        fields
      )}
    </form>
  );
}
