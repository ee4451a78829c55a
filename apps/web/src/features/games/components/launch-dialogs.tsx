import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { LaunchDialog } from '../hooks/games-context';
import { SuggestedGames } from './suggested-games';
import { VendorPopup } from './vendor-popup';
import styles from './games.module.css';

/** The dialogs a launch can end in (spec §4, §7): one at a time, closed by Escape or the button. */
export function LaunchDialogs({ dialog, onClose }: { dialog: LaunchDialog | null; onClose: () => void }) {
  const { t } = useTranslation();
  const onOpenChange = (open: boolean) => !open && onClose();
  if (!dialog) return null;
  if (dialog.kind === 'vendor') return <VendorPopup game={dialog.game} onClose={onClose} />;
  if (dialog.kind === 'maintenance') {
    const name = dialog.game.displayName || dialog.game.gameName;
    return (
      <Dialog open onOpenChange={onOpenChange} title={t('games.launch.maintenanceTitle', { name })}>
        <div data-testid="maintenance-dialog">
          <p className={styles.dialogText}>{t('errors.GAME_MAINTENANCE')}</p>
          <SuggestedGames game={dialog.game} />
        </div>
      </Dialog>
    );
  }
  const title =
    dialog.kind === 'unavailable'
      ? t('games.launch.unavailableTitle', { name: dialog.game.displayName || dialog.game.gameName })
      : dialog.kind === 'blocked'
        ? t('games.launch.blockedTitle')
        : t('games.launch.errorTitle');
  const text =
    dialog.kind === 'unavailable'
      ? t('errors.GAME_UNAVAILABLE')
      : dialog.kind === 'blocked'
        ? t('games.launch.popupBlocked')
        : dialog.message;
  return (
    <Dialog open onOpenChange={onOpenChange} title={title}>
      <p className={styles.dialogText} data-testid={`launch-${dialog.kind}`}>
        {text}
      </p>
      {dialog.kind === 'unavailable' ? <p className={styles.dialogNote}>{t('games.launch.unavailableNote')}</p> : null}
      <Button onClick={onClose}>{t('common.confirm')}</Button>
    </Dialog>
  );
}
