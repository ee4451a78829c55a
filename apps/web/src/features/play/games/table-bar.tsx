import { useTranslation } from 'react-i18next';
import type { GameInfo } from '@jade/contract/games';
import { tableStyles } from './baccarat-table';
import { ActionButton, ChipTray, kit } from './view-kit';

type Props = {
  game: GameInfo;
  money: (minor: number) => string;
  chip: number;
  onChip: (chip: number) => void;
  busy: boolean;
  table: { total: number; overLimit: boolean; clear: () => void };
  onDeal: () => void;
  /** What to do first, shown while nothing is placed. */
  placeHint: string;
};

/** The card tables' controls under the spots: chip tray, total, clear, deal, and the limits line. */
export function TableBar({ game, money, chip, onChip, busy, table, onDeal, placeHint }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <div className={kit.controls}>
        <ChipTray game={game} money={money} value={chip} onChange={onChip} disabled={busy} />
      </div>
      <div className={tableStyles.tableBar}>
        <span className={tableStyles.totalStake} data-testid="total-stake">
          {t('play.common.totalStake', { amount: money(table.total) })}
        </span>
        <button type="button" className={kit.secondary} onClick={table.clear} disabled={busy || table.total === 0}>
          {t('play.common.clearBets')}
        </button>
        <ActionButton testId="deal" busy={busy} disabled={table.total === 0} onClick={onDeal}>
          {t('play.common.deal')}
        </ActionButton>
      </div>
      <p className={table.overLimit ? kit.error : kit.hint} aria-live="polite">
        {table.overLimit
          ? t('play.common.overLimit', { amount: money(game.maxBet) })
          : table.total === 0
            ? placeHint
            : t('play.common.limits', { min: money(game.minBet), max: money(game.maxBet) })}
      </p>
    </>
  );
}
