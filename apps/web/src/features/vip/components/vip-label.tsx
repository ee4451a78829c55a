import { useTranslation } from 'react-i18next';
import { useVip } from '../api/get-vip';

type Props = { token: string | null; realMember: boolean };

/**
 * The member's VIP label and rank ("VIP 1 · Bronze", spec §3), from the cached VIP status; until
 * it is known, the plain "VIP". Mounted in the account menu, so it is asked for once the menu
 * opens, never with the first screen.
 */
export function VipLabel({ token, realMember }: Props) {
  const { t, i18n } = useTranslation();
  const vip = useVip(token, realMember, i18n.language);
  return (
    <span data-testid="vip-label">
      {vip.data ? t('centre.vipLabel', { level: vip.data.level, name: vip.data.name }) : t('centre.pages.vip')}
    </span>
  );
}
