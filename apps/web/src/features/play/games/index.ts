import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { EngineName } from '@jade/contract/games';
import type { GameViewProps } from './types';

export type { GameViewProps } from './types';

type GameView = LazyExoticComponent<ComponentType<GameViewProps>>;

/** Each view is a chunk of its own, loaded when its game opens (named export `View`). */
const view = (load: () => Promise<{ View: ComponentType<GameViewProps> }>): GameView =>
  lazy(() => load().then((m) => ({ default: m.View })));

/** The engine's view by engine name; the shell renders `GAME_VIEWS[game.engine]`. */
export const GAME_VIEWS: Record<EngineName, GameView> = {
  slot: view(() => import('./slot')),
  fishing: view(() => import('./fishing')),
  baccarat: view(() => import('./baccarat')),
  roulette: view(() => import('./roulette')),
  dragontiger: view(() => import('./dragon-tiger')),
  dice: view(() => import('./dice')),
  limbo: view(() => import('./limbo')),
  crash: view(() => import('./crash')),
  mines: view(() => import('./mines')),
  plinko: view(() => import('./plinko')),
  keno: view(() => import('./keno')),
};
