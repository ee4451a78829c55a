import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useModals } from '../modals';
import styles from './page.module.css';

/** /resetPassword?resetToken=…: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { open } = useModals();
  const token = params.get('resetToken') ?? '';
  return (
    <section className={styles.narrow} aria-labelledby="reset-title">
      <h1 id="reset-title">{t('forgot.resetTitle')}</h1>
      {token.length >= 20 ? (
        <ResetPasswordForm token={token} onLogin={() => open('login')} />
      ) : (
        <p role="alert">{t('forgot.linkMissing')}</p>
      )}
    </section>
  );
}
