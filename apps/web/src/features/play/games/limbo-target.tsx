import { useId, useState } from 'react';
import { winningDraws } from '@jade/engines/limbo';
import { kit } from './view-kit';

/** The multiplier target input shared by limbo and crash (hundredths, 1.01× to 10,000×). */

export const MIN_TARGET = 101;
export const MAX_TARGET = 1_000_000;
const clamp = (h: number) => Math.min(MAX_TARGET, Math.max(MIN_TARGET, Math.round(h)));

/** "2.5" or "2.5x" → 250 hundredths, clamped; null when not a number. */
export function parseMultiplier(text: string): number | null {
  const v = Number(text.trim().replace(/[x×]$/i, '').replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(v) ? clamp(v * 100) : null;
}

/** The chance (percent text) that the point reaches `target`: winning draws of 2^32. */
export function winChanceText(target: number): string {
  const pct = (winningDraws(target) / 4294967296) * 100;
  return `${pct.toFixed(pct >= 1 ? 2 : 4)}%`;
}

const plain = (h: number) => `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;

/** A text field for a multiplier, committed on blur or Enter; quick ×½ and ×2 buttons. */
export function MultiplierInput(props: {
  label: string;
  halfLabel: string;
  doubleLabel: string;
  value: number;
  onChange: (v: number) => void;
  disabled?: boolean;
}) {
  const { label, halfLabel, doubleLabel, value, onChange, disabled } = props;
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const v = parseMultiplier(draft);
    if (v !== null) onChange(v);
    setDraft(null);
  };
  return (
    <div className={kit.field}>
      <label htmlFor={id}>{label}</label>
      <span className={kit.controls} style={{ gap: 6, flexWrap: 'nowrap' }}>
        <input
          id={id}
          className={kit.input}
          inputMode="decimal"
          value={draft ?? plain(value)}
          disabled={disabled}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && commit()}
        />
        <button
          type="button"
          className={kit.secondary}
          disabled={disabled}
          aria-label={halfLabel}
          onClick={() => onChange(clamp(value / 2))}
        >
          ½
        </button>
        <button
          type="button"
          className={kit.secondary}
          disabled={disabled}
          aria-label={doubleLabel}
          onClick={() => onChange(clamp(value * 2))}
        >
          2×
        </button>
      </span>
    </div>
  );
}
