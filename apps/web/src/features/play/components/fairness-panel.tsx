import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FairState, GameSession } from '@jade/contract/games';
import { ClientSeedRequest } from '@jade/contract/games';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/errors';
import { rotateSeeds } from '../api/rotate-seeds';
import type { LastRound } from '../hooks/use-game-play';
import { verifyHref } from './verify-link';
import styles from './play.module.css';

type Props = { session: GameSession; fair: FairState; onRotated: (next: FairState) => void; last: LastRound | null };

/**
 * The seed pair in use: the server seed's hash, the client seed (changed by rotating), the next
 * nonce; rotating reveals the retired server seed, which makes its rounds verifiable.
 */
export function FairnessPanel({ session, fair, onRotated, last }: Props) {
  const { t } = useTranslation();
  const [clientSeed, setClientSeed] = useState('');
  const [invalid, setInvalid] = useState(false);
  const rotate = useMutation({
    mutationFn: (seed: string | undefined) => rotateSeeds(session.session, seed),
    onSuccess: (res) => {
      onRotated(res.next);
      setClientSeed('');
    },
  });
  const previous = rotate.data?.previous ?? null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const seed = clientSeed.trim();
    const ok = seed === '' || ClientSeedRequest.safeParse({ clientSeed: seed }).success;
    setInvalid(!ok);
    if (ok) rotate.mutate(seed || undefined);
  };

  const revealedLast = last && previous && last.fair.seedId === previous.seedId ? previous.serverSeed : undefined;
  const base = { engine: session.game.engine, params: session.game.params };
  const lastHref = last
    ? verifyHref({
        ...base,
        bet: last.bet,
        actions: last.actions.length > 0 ? last.actions : undefined,
        serverSeed: revealedLast,
        serverSeedHash: last.fair.serverSeedHash,
        clientSeed: last.fair.clientSeed,
        nonce: last.fair.nonce,
        win: last.win,
        result: last.result,
      })
    : null;

  return (
    <section className={styles.panel} aria-labelledby="fair-title" data-testid="fairness-panel">
      <h2 id="fair-title">{t('play.fairness.title')}</h2>
      <p className={styles.note}>{t('play.fairness.intro')}</p>
      <dl className={styles.seeds}>
        <dt>{t('play.fairness.serverSeedHash')}</dt>
        <dd data-testid="fair-hash">{fair.serverSeedHash}</dd>
        <dt>{t('play.fairness.clientSeed')}</dt>
        <dd data-testid="fair-client-seed">{fair.clientSeed}</dd>
        <dt>{t('play.fairness.nonce')}</dt>
        <dd data-testid="fair-nonce">{fair.nonce}</dd>
      </dl>
      <form className={styles.rotate} onSubmit={submit} noValidate>
        <label htmlFor="fair-seed">{t('play.fairness.newClientSeed')}</label>
        <input
          id="fair-seed"
          className={styles.input}
          value={clientSeed}
          maxLength={64}
          placeholder={t('play.fairness.clientSeedHint')}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'fair-seed-error' : undefined}
          onChange={(e) => setClientSeed(e.target.value)}
          data-testid="fair-seed-input"
        />
        <Button type="submit" disabled={rotate.isPending} data-testid="fair-rotate">
          {rotate.isPending ? t('play.fairness.rotating') : t('play.fairness.rotate')}
        </Button>
        {invalid ? (
          <p id="fair-seed-error" className={styles.error} role="alert">
            {t('play.fairness.invalidSeed')}
          </p>
        ) : null}
        {rotate.isError ? (
          <p className={styles.error} role="alert">
            {errorText(t, rotate.error)}
          </p>
        ) : null}
      </form>
      {previous ? (
        <div className={styles.revealed} data-testid="fair-revealed">
          <h3>{t('play.fairness.revealed')}</h3>
          <dl className={styles.seeds}>
            <dt>{t('play.fairness.serverSeed')}</dt>
            <dd data-testid="fair-revealed-seed">{previous.serverSeed}</dd>
            <dt>{t('play.fairness.serverSeedHash')}</dt>
            <dd>{previous.serverSeedHash}</dd>
            <dt>{t('play.fairness.clientSeed')}</dt>
            <dd>{previous.clientSeed}</dd>
            <dt>{t('play.fairness.rounds')}</dt>
            <dd>{previous.nonce}</dd>
          </dl>
        </div>
      ) : null}
      <p className={styles.links}>
        {lastHref ? (
          <a href={lastHref} target="_blank" rel="noreferrer" data-testid="fair-verify-last">
            {t('play.fairness.verifyLast')}
          </a>
        ) : null}
        <a href={verifyHref(base)} target="_blank" rel="noreferrer" data-testid="fair-verify">
          {t('play.fairness.verify')}
        </a>
      </p>
    </section>
  );
}
