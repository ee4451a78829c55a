import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { SOCIAL_ERROR_FLAG } from '@/features/auth/api/social';
import { session } from '@/lib/storage';
import { useModals } from '../modals';
import { HomePage } from './home-page';

/** /login: renders home, opens the login popup, then puts the address back to / (spec §2). */
export function LoginRoute() {
  const { open } = useModals();
  const navigate = useNavigate();
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('socialError')) session.set(SOCIAL_ERROR_FLAG, '1');
    open('login');
    navigate(paths.home, { replace: true });
  }, [open, navigate]);
  return <HomePage />;
}
