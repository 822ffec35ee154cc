import { logout, toast } from '@groupmap/app-kit';
import { messages } from '@groupmap/contracts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Logout as spec section 2 and 8 describe it: on success every cached query is cleared and the user
 * goes to /login; on failure the destructive "Logout failed" toast carries the message.
 */
export function useLogout(): { logOut: () => Promise<void>; pending: boolean } {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const logOut = useCallback(async () => {
    setPending(true);
    const result = await logout();
    setPending(false);
    if (result.ok) {
      navigate('/login');
      return;
    }
    const { title, variant } = messages.toasts.logoutFailed;
    toast({ title, description: result.message, variant });
  }, [navigate]);
  return { logOut, pending };
}
