import type { ReactNode } from 'react';

/**
 * A plan-governed control the user's plan does not include: shown dimmed and inert under an overlay
 * that carries the upgrade hint (spec section 2).
 */
export function LockedOverlay({
  locked,
  hint,
  children,
}: {
  locked: boolean;
  hint: string;
  children: ReactNode;
}) {
  if (!locked) return children;
  return (
    <div className="gm-locked" data-testid="locked-control">
      <div className="gm-locked__control" aria-hidden="true" inert>
        {children}
      </div>
      <div className="gm-locked__overlay" role="note">
        {hint}
      </div>
    </div>
  );
}
