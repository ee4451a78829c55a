import { useTranslation } from 'react-i18next';
import styles from './agent.module.css';
import { CreateDownlineForm } from './create-downline-form';
import { InviteLinks } from './invite-links';

/** Agent centre → register centre (registerCenter): new downline accounts and invitation links. */
export function RegisterCentrePage({ affiliateCode }: { affiliateCode: string | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid="register-centre">
      <h1>{t('agent.register.title')}</h1>
      {affiliateCode ? <p className={styles.muted}>{t('agent.register.myCode', { code: affiliateCode })}</p> : null}
      <CreateDownlineForm />
      <InviteLinks />
    </div>
  );
}
