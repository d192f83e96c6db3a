// useFragmentToken: reads the one-time token from the address's #token=..., then takes it out
// of the address bar (and so out of the browser's history and anything synced from it). A new
// link opened in the same tab changes only the fragment, so later fragments are read too.
import { useEffect, useState } from 'react';
import { fragmentToken } from './fragment-token';

/**
 * The token taken from the address, kept for the page's lifetime: React may run a state
 * initialiser more than once (a lazy page that suspends is mounted again), and the second run
 * would find the address already cleaned and lose the token.
 */
let taken: string | null = null;

function takeToken(): string | null {
  const found = fragmentToken(window.location.hash);
  if (found) {
    taken = found;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  return taken;
}

export function useFragmentToken(): string | null {
  const [token, setToken] = useState(takeToken);

  useEffect(() => {
    const onHashChange = () => {
      const found = takeToken();
      if (found) setToken(found);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  return token;
}
