import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { AppDownloadPage as Download } from '@/features/download/components/app-download-page';
import { useSite } from '../use-site';

/** /appDownload (spec §1, §2): the apps' QR codes and install guides, and the lite app. */
export function AppDownloadPage() {
  const { t } = useTranslation();
  const { config } = useSite();
  if (config.isPending) return <p className="center-message">{t('common.loading')}</p>;
  return <Download resources={config.data?.resources ?? []} siteUrl={`${location.origin}${paths.appDownload}`} />;
}
