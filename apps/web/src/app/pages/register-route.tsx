import { useEffect } from 'react';
import { useModals } from '../modals';
import { HomePage } from './home-page';

/** /register: renders home and opens the register popup (spec §2); ?affiliateCode= and ?referralCode= stay in the address. */
export function RegisterRoute() {
  const { open } = useModals();
  useEffect(() => open('register'), [open]);
  return <HomePage />;
}
