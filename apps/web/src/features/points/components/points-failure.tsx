import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldStyles } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';

type Props = { error: unknown; securityPath: string; onTrialBlocked: () => void; testId: string };

/**
 * A refused redemption or conversion in the reader's language. Without a payment password the
 * member is sent to set one in My account (as the withdrawal form does); a trial account gets the
 * real-account prompt.
 */
export function PointsFailure({ error, securityPath, onTrialBlocked, testId }: Props) {
  const { t } = useTranslation();
  const code = error instanceof ApiError ? error.code : null;
  useEffect(() => {
    if (code === 'AUTH_TRIAL_NOT_ALLOWED') onTrialBlocked();
  }, [code, onTrialBlocked]);
  if (!error) return null;
  if (code === 'PAYMENT_PASSWORD_NOT_SET')
    return (
      <div role="alert" data-testid={testId}>
        <p className={fieldStyles.alert}>{t('pointMall.noPassword')}</p>
        <Link to={securityPath}>{t('payments.withdraw.setPassword')}</Link>
      </div>
    );
  return (
    <p className={fieldStyles.alert} role="alert" data-testid={testId}>
      {errorText(t, error)}
    </p>
  );
}
