// The layout gates and the screen guard of spec §2.4, rendering what decideAccessWith says.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { NoPermission } from '../../components/NoPermission';
import type { RouteGuard, RouteLayout } from '../../domain/route-match';
import { useAccess } from './use-access';

/** Renders its layout only for visitors the layout is for; everyone else is sent on (replace). */
export function LayoutGate({ layout, children }: { layout: RouteLayout; children: ReactNode }) {
  const access = useAccess(layout);
  if (access.type === 'pending') return null;
  if (access.type === 'redirect') return <Navigate to={access.to} replace />;
  return children;
}

/** Screen-level permission: the exact qualifier the route needs, else the no-permission page. */
export function ScreenGuard({ guard, children }: { guard: RouteGuard | null; children: ReactNode }) {
  const access = useAccess('protected', guard);
  if (access.type === 'noPermission') return <NoPermission />;
  if (access.type === 'redirect') return <Navigate to={access.to} replace />;
  return children;
}
