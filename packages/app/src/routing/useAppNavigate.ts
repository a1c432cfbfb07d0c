import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { withCarriedParams } from './carried-params.ts';

/** wouter's navigate with the §2 query parameters carried over. */
export function useAppNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const [, navigate] = useLocation();
  return useCallback((to, options) => navigate(withCarriedParams(to, location.search), options), [navigate]);
}
