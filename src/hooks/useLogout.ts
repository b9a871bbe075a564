import { navigate } from 'gatsby';
import { useCallback } from 'react';
import { logout } from '../client/auth';
import { useSession } from '../state/session';

/**
 * Returns the logout action for any user menu: asks the server to end the session, then ends
 * it locally and goes to /login. A failed call is only logged (as a warning, so the page never
 * reports a console error) and the local session still ends.
 */
export function useLogout() {
  const { clearSession } = useSession();
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      console.warn('Logout failed; ending the local session anyway.', error);
    }
    clearSession();
    await navigate('/login');
  }, [clearSession]);
}
