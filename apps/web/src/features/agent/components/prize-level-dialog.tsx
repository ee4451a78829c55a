import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOTTERY_LEVEL_MIN, LOTTERY_LEVEL_STEP, type LotteryMyLevel } from '@jade/contract/lottery';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { fieldStyles, TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { levelPercent } from '@/lib/queries/prize-level';
import { useSetPrizeLevel } from '../api/set-prize-level';
import styles from './agent.module.css';

/** The downline whose level is being set: its username and its level now (basis points). */
export type LevelTarget = { username: string; prizeLevel: number };

/** A level typed in percent ("98.5") as basis points (9850), or null when it is not such a number. */
function parseLevel(text: string): number | null {
  const s = text.trim();
  return /^\d{1,3}(\.\d{1,2})?$/.test(s) ? Math.round(Number(s) * 100) : null;
}

/**
 * Why the server would refuse a level (null: it would not): above the agent's own (`aboveOwn`, the
 * server's LOTTERY_LEVEL_ABOVE_UPLINE), or not a level at all (`range`: below the lowest, or
 * not in steps of 0.1 %).
 */
function levelProblem(level: number | null, own: number): 'aboveOwn' | 'range' | null {
  if (level !== null && level > own) return 'aboveOwn';
  if (level === null || level < LOTTERY_LEVEL_MIN || level % LOTTERY_LEVEL_STEP !== 0) return 'range';
  return null;
}

type FormProps = {
  target: LevelTarget;
  own: LotteryMyLevel;
  onSaved: (username: string, level: number) => void;
  onCancel: () => void;
};

function PrizeLevelForm({ target, own, onSaved, onCancel }: FormProps) {
  const { t } = useTranslation();
  const set = useSetPrizeLevel();
  const [text, setText] = useState(() => (target.prizeLevel / 100).toFixed(1));
  const [tried, setTried] = useState(false);
  const level = parseLevel(text);
  const problem = levelProblem(level, own.level);
  const problemText =
    problem === 'aboveOwn'
      ? t('agent.prizeLevel.aboveOwn', { level: levelPercent(own.level) })
      : problem === 'range'
        ? t('agent.prizeLevel.range', { min: levelPercent(LOTTERY_LEVEL_MIN), max: levelPercent(own.level) })
        : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem !== null || level === null) return;
    set.mutate({ username: target.username, level }, { onSuccess: (d) => onSaved(d.username, d.prizeLevel) });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="prize-level-form">
      <p className={styles.levels}>
        <span>{t('agent.prizeLevel.current', { level: levelPercent(target.prizeLevel) })}</span>
        <span data-testid="own-prize-level">{t('agent.prizeLevel.own', { level: levelPercent(own.level) })}</span>
      </p>
      <TextField
        label={t('agent.prizeLevel.field')}
        type="number"
        inputMode="decimal"
        step={LOTTERY_LEVEL_STEP / 100}
        min={LOTTERY_LEVEL_MIN / 100}
        max={own.level / 100}
        // The dialog opens to set a level: the field takes the focus (Radix then leaves it there).
        autoFocus
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (set.isError) set.reset();
        }}
        error={tried ? problemText : null}
      />
      {set.isError ? (
        <p className={fieldStyles.alert} role="alert" data-testid="prize-level-error">
          {errorText(t, set.error)}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" disabled={set.isPending}>
          {set.isPending ? t('agent.prizeLevel.saving') : t('agent.prizeLevel.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

type Props = {
  /** The direct downline asked about (null: closed). */
  target: LevelTarget | null;
  /** The agent's own level: the highest it may give. */
  own: LotteryMyLevel | undefined;
  onSaved: (username: string, level: number) => void;
  onClose: () => void;
};

/**
 * Sets a direct downline's lottery prize level, in percent of the odds table: from the lowest
 * level to the agent's own; the difference is the agent's rebate on the downline's lottery stakes.
 * Sent in basis points (98.5 % → 9850); a refusal reads in the agent's language (`errors.<CODE>`).
 */
export function PrizeLevelDialog({ target, own, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={target ? t('agent.prizeLevel.title', { username: target.username }) : ''}
      {...(target ? { description: t('agent.prizeLevel.rebateNote', { username: target.username }) } : {})}
    >
      {target && own ? (
        <PrizeLevelForm key={target.username} target={target} own={own} onSaved={onSaved} onCancel={onClose} />
      ) : null}
    </Dialog>
  );
}
