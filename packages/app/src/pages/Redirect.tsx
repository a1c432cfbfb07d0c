import { useEffect } from 'react';
import { useAppNavigate } from '../routing/useAppNavigate.ts';

/** Replaces the current route, keeping the carried parameters (e.g. /presentation → /presentation/new). */
export function Redirect({ to }: { to: string }) {
  const navigate = useAppNavigate();
  useEffect(() => navigate(to, { replace: true }), [to, navigate]);
  return null;
}
