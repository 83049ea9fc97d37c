// Which kind of portfolio a screen is about, read from its route (/portfolios/operational/… or
// /portfolios/tenant/…), and where each kind's screens live.
import { useLocation } from 'react-router-dom';
import { PORTFOLIO_KINDS, type PortfolioKindKey } from '../../data/portfolios';

export const PORTFOLIOS_LIST = '/portfolios';

export function kindOfPath(pathname: string): PortfolioKindKey {
  return pathname.startsWith('/portfolios/tenant') ? 'tenant' : 'operational';
}

export function usePortfolioKind(): PortfolioKindKey {
  return kindOfPath(useLocation().pathname);
}

/** The list with the kind's tab open. */
export function listPathOf(kind: PortfolioKindKey): string {
  return kind === 'tenant' ? `${PORTFOLIOS_LIST}?kind=tenant` : PORTFOLIOS_LIST;
}

/** '/portfolios/operational' or '/portfolios/tenant': the base of the kind's create, edit and view. */
export function screensBaseOf(kind: PortfolioKindKey): string {
  return PORTFOLIO_KINDS[kind].declaration.route ?? PORTFOLIOS_LIST;
}
