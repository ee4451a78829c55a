import { WinnerListPage as Winners } from '@/features/winners/components/winner-list-page';
import { useSite } from '../use-site';

/** /winnerList (spec §2 "winners list"), by the categories the site offers. */
export function WinnerListPage() {
  const { config, categories, imageHost } = useSite();
  return (
    <Winners
      categories={categories.map((c) => c.gameCategory)}
      imageHost={imageHost}
      currencySymbol={config.data?.merchant.currencySymbol ?? ''}
    />
  );
}
