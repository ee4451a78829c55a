import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayedRound } from '@jade/contract/games';
import { PLINKO_TABLES, type PlinkoDetail, type PlinkoRisk, type PlinkoRows } from '@jade/engines/plinko';
import {
  ActionButton,
  HistoryStrip,
  kit,
  OptionSelect,
  RoundOutcome,
  StakeSelect,
  stakeLevelsOf,
  useHistory,
  useRunner,
} from './view-kit';
import { pause } from './view-kit-motion';
import { PlinkoBoard, slotText } from './plinko-board';
import type { GameViewProps } from './types';

const ROWS: readonly PlinkoRows[] = [8, 12, 16];
const RISKS: readonly PlinkoRisk[] = ['low', 'medium', 'high'];

type Ball = { path: number[]; step: number; slot: number; round: PlayedRound | null };

/** Plinko: a ball falls through the pegs into a multiplier slot. */
export function View({ game, money, play }: GameViewProps) {
  const { t } = useTranslation();
  const [stake, setStake] = useState(() => stakeLevelsOf(game)[0]!);
  const [rows, setRows] = useState<PlinkoRows>(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [ball, setBall] = useState<Ball | null>(null);
  const { busy, run } = useRunner();
  const [history, pushHistory] = useHistory();

  const onDrop = () =>
    run(async () => {
      const round = await play({ stake, rows, risk });
      const { path, slot } = round.detail as PlinkoDetail;
      for (let step = 0; step <= path.length; step++) {
        setBall({ path, step, slot, round: null });
        await pause(step === 0 ? 60 : 130);
      }
      setBall({ path, step: path.length, slot, round });
      pushHistory(round);
    });

  const multipliers = PLINKO_TABLES[rows][risk];
  const landed = ball?.round && ball.path.length === rows ? ball.slot : null;
  const detail = ball?.round?.detail as PlinkoDetail | undefined;
  const changeRows = (r: PlinkoRows) => {
    setRows(r);
    setBall(null);
  };

  return (
    <div className={kit.view}>
      <div className={kit.stage}>
        <PlinkoBoard rows={rows} multipliers={multipliers} ball={ball} landed={landed} />
      </div>
      <RoundOutcome
        result={detail ? t('play.plinko.landed', { multiplier: slotText(detail.multiplier) }) : null}
        win={ball?.round?.win ?? 0}
        money={money}
      />
      <div className={kit.controls}>
        <OptionSelect label={t('play.plinko.rows')} value={rows} options={ROWS} onChange={changeRows} disabled={busy} />
        <OptionSelect
          label={t('play.plinko.riskLabel')}
          value={risk}
          options={RISKS}
          text={(r) => t(`play.plinko.risk.${r}`)}
          onChange={setRisk}
          disabled={busy}
        />
        <StakeSelect game={game} money={money} value={stake} onChange={setStake} disabled={busy} />
        <ActionButton testId="drop" busy={busy} onClick={onDrop}>
          {t('play.plinko.drop')}
        </ActionButton>
      </div>
      <HistoryStrip rounds={history} describe={(r) => slotText((r.detail as PlinkoDetail).multiplier)} money={money} />
    </div>
  );
}
