import { useTranslation } from 'react-i18next';
import type { LotteryDrawTimes } from '@jade/contract/lottery';
import { Countdown } from './countdown';

/** Where a draw is on the server's clock: opening, taking bets (time to the close) or being drawn. */
export function DrawState({ draw, now }: { draw: LotteryDrawTimes; now: number }) {
  const { t } = useTranslation();
  if (now < Date.parse(draw.opensAt))
    return (
      <>
        {t('lottery.opensIn')} <Countdown to={draw.opensAt} now={now} label={t('lottery.opensIn')} />
      </>
    );
  if (now < Date.parse(draw.closesAt))
    return (
      <>
        {t('lottery.closesIn')} <Countdown to={draw.closesAt} now={now} label={t('lottery.closesIn')} />
      </>
    );
  return (
    <>
      {t('lottery.drawingIn')} <Countdown to={draw.drawAt} now={now} label={t('lottery.drawingIn')} />
    </>
  );
}
