import { useTranslation } from 'react-i18next';
import type { CustomerServiceEntry } from '@jade/contract/system';
import { Dialog } from '@/components/ui/dialog';
import { ContactList } from './contact-list';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; channels: CustomerServiceEntry[] };

export function CustomerServiceDialog({ open, onOpenChange, channels }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('system.contactChannels')}>
      <ContactList channels={channels} />
    </Dialog>
  );
}
