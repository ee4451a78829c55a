import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useModals } from '../modals';
import { HomePage } from './home-page';

/** /help: home with the help-centre modal over it; /help#term opens the terms section (spec §2). */
export function HelpRoute() {
  const { open } = useModals();
  const { hash } = useLocation();
  useEffect(() => {
    open('help', decodeURIComponent(hash.replace(/^#/, '')) || null);
  }, [open, hash]);
  return <HomePage />;
}
