// Which kind of portfolio a screen is about, read from its route (/portfolios/operational/… or
// /portfolios/tenant/…). Where each kind's screens live is src/domain/screen-paths.ts's.
import { useLocation } from 'react-router-dom';
import type { PortfolioKindKey } from '../../data/portfolios';

export function kindOfPath(pathname: string): PortfolioKindKey {
  return pathname.startsWith('/portfolios/tenant') ? 'tenant' : 'operational';
}

export function usePortfolioKind(): PortfolioKindKey {
  return kindOfPath(useLocation().pathname);
}
