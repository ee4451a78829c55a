import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="center-message" data-testid="not-found-page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={paths.home} className={buttonClass('primary')}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
