import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { urlNavigation } from './url-navigation';

/**
 * Returns a function that goes to a URL the billing service answered with: router navigation for
 * this site's pages (with `state` for the next page), a full page load for Stripe. Returns false,
 * doing nothing, for an address the page refuses to follow.
 */
export function useFollowUrl(): (url: string, state?: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (url: string, state?: unknown) => {
      const target = urlNavigation(url, window.location.origin);
      if (!target) return false;
      if (target.kind === 'router') navigate(target.path, { state });
      else window.location.assign(target.url);
      return true;
    },
    [navigate],
  );
}
