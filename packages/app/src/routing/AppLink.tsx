import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { withCarriedParams } from './carried-params.ts';
import { useAppNavigate } from './useAppNavigate.ts';

/** An internal link that keeps the §2 carried query parameters and navigates without a reload. */
export function AppLink({ href, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigate = useAppNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={withCarriedParams(href, location.search)} onClick={follow} {...props} />;
}
