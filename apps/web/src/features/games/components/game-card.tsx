import clsx from 'clsx';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameItem } from '@jade/contract/catalog';
import { assetUrl } from '@/lib/cdn';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';
import { useGamesContext } from '../hooks/games-context';
import { useLaunch } from '../hooks/use-launch';
import { JackpotCounter } from './jackpot-counter';
import styles from './game-card.module.css';

type Props = { game: GameItem; large?: boolean };

/**
 * A game card (spec §3, §4): icon, name, hot and new badges, favourite toggle, jackpot counter,
 * maintenance overlay; RNG tiles launch on a click anywhere on the tile, other games through their
 * play-now button; a free-trial button when the title offers one (supportPlay 0). Memoized: a row
 * or grid that renders again (an answer, a scroll end, one more chunk) leaves its cards as they are.
 */
export const GameCard = memo(function GameCard({ game, large = false }: Props) {
  const { t } = useTranslation();
  const { imageHost, currencySymbol } = useGamesContext();
  const launch = useLaunch();
  const favourite = useFavouriteToggle(game);
  const name = game.displayName || game.gameName;
  const wholeTile = game.gameType === 'RNG';
  const trial = game.supportPlay === 0;
  const icon = large ? game.lagerIcon || game.iconUrl : game.iconUrl;
  const size = large ? 240 : 160;

  return (
    <div
      className={clsx(styles.card, large && styles.large, game.maintenance && styles.down)}
      data-testid="game-card"
      data-node-id={game.nodeId}
      data-vendor={game.vassalage}
      data-game-code={game.gameCode}
    >
      <div className={styles.media}>
        <img
          src={assetUrl(imageHost, icon)}
          alt={t('games.card.iconAlt', { name })}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
        />
        <span className={styles.badges}>
          {game.isHot === 1 ? <span className={clsx(styles.badge, styles.hot)}>{t('games.card.hot')}</span> : null}
          {game.isNew === 1 ? <span className={clsx(styles.badge, styles.new)}>{t('games.card.new')}</span> : null}
        </span>
        {game.jackpot && game.jackpotPool !== null ? (
          <JackpotCounter gameCode={game.gameCode} pool={game.jackpotPool} symbol={currencySymbol} />
        ) : null}
        {game.maintenance ? (
          <span className={styles.overlay} data-testid="maintenance-overlay">
            {t('games.card.maintenance')}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        className={clsx(styles.fav, favourite.isFavourite && styles.favOn)}
        aria-pressed={favourite.isFavourite}
        aria-label={t('games.card.favourite', { name })}
        title={favourite.isFavourite ? t('games.card.removeFavourite') : t('games.card.addFavourite')}
        disabled={favourite.disabled}
        onClick={favourite.toggle}
      >
        <span aria-hidden="true">{favourite.isFavourite ? '♥' : '♡'}</span>
      </button>
      {wholeTile ? (
        <button
          type="button"
          className={clsx(styles.name, styles.tileButton)}
          onClick={() => launch(game)}
          aria-label={t('games.card.playName', { name })}
          data-testid="game-name"
        >
          {name}
        </button>
      ) : (
        <p className={styles.name} data-testid="game-name">
          {name}
        </p>
      )}
      {!wholeTile || trial ? (
        <div className={styles.actions}>
          {wholeTile ? null : (
            <button
              type="button"
              className={styles.play}
              onClick={() => launch(game)}
              aria-label={t('games.card.playName', { name })}
            >
              {t('games.card.play')}
            </button>
          )}
          {trial ? (
            <button
              type="button"
              className={styles.trial}
              onClick={() => launch(game, 'trial')}
              aria-label={t('games.card.trialName', { name })}
            >
              {t('games.card.trial')}
            </button>
          ) : null}
        </div>
      ) : null}
      {favourite.error ? (
        <p className={styles.error} role="alert">
          {favourite.error}
        </p>
      ) : null}
    </div>
  );
});

/** A placeholder card while a page of games loads. */
export function GameCardSkeleton({ large = false }: { large?: boolean }) {
  return (
    <div className={clsx(styles.card, styles.skeleton, large && styles.large)} aria-hidden="true">
      <div className={styles.media} />
      <p className={styles.name}>&nbsp;</p>
    </div>
  );
}
