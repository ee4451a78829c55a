import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameItem } from '@jade/contract/catalog';
import { LIMITS } from '@jade/contract/limits';
import { errorText } from '@/lib/errors';
import { useToken } from '@/lib/session';
import { addFavorite } from '../api/add-favorite';
import { favoriteIdsQuery, useFavoriteIds } from '../api/get-favorite-ids';
import { GAMES_KEY } from '../api/keys';
import { removeFavorite } from '../api/remove-favorite';
import { useGamesContext } from './games-context';
import { createThrottle } from './throttle';

/**
 * A card's favourite toggle (spec §4, §9): sign-in required, one action a second (the button is
 * disabled for that second), shown at once and put back with the error if the server refuses.
 */
export function useFavouriteToggle(game: GameItem) {
  const { t } = useTranslation();
  const token = useToken();
  const { needLogin } = useGamesContext();
  const client = useQueryClient();
  const ids = useFavoriteIds(token);
  const isFavourite = ids.data?.ids.includes(game.nodeId) ?? false;
  const [cooling, setCooling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const gate = useRef(createThrottle(LIMITS.favouriteToggleThrottleMs));
  const key = favoriteIdsQuery(token).queryKey;

  useEffect(() => {
    if (!cooling) return;
    const id = setTimeout(() => setCooling(false), LIMITS.favouriteToggleThrottleMs);
    return () => clearTimeout(id);
  }, [cooling]);

  // The refusal stays readable for a few seconds, then the card is clean again.
  useEffect(() => {
    if (!error) return;
    const id = setTimeout(() => setError(null), 5000);
    return () => clearTimeout(id);
  }, [error]);

  const mutation = useMutation({
    mutationFn: (add: boolean) => (add ? addFavorite(game.nodeId) : removeFavorite(game.nodeId)),
    onMutate: async (add) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData(key);
      const current = before?.ids ?? [];
      client.setQueryData(key, { ids: add ? [...current, game.nodeId] : current.filter((id) => id !== game.nodeId) });
      return { before };
    },
    onError: (err, _add, context) => {
      client.setQueryData(key, context?.before ?? { ids: [] });
      setError(errorText(t, err));
    },
    onSuccess: (answer) => client.setQueryData(key, answer),
    onSettled: () => client.invalidateQueries({ queryKey: [...GAMES_KEY, 'favourites'] }),
  });

  const toggle = () => {
    if (!token) {
      needLogin();
      return;
    }
    if (!gate.current.tryAcquire(Date.now())) return;
    setCooling(true);
    setError(null);
    mutation.mutate(!isFavourite);
  };

  return { isFavourite, toggle, disabled: cooling, error };
}
