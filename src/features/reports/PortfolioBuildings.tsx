// The portfolio reports are where portfolio and tenant-portfolio users land, in a view without a
// building (spec §2.5); the top bar's switcher needs one (spec §6), so this panel is their way
// into one of their buildings. Inside a building the top bar's "Portfolio View" brings them back.
import { useSessionSelector } from '../../actors/hooks';
import { BuildingLauncherPanel } from '../../components/buildings/BuildingLauncher';
import type { ReportType } from '../../domain/reports';

const PORTFOLIO_REPORTS: readonly ReportType[] = ['Portfolio', 'TenantPortfolio'];

export function PortfolioBuildings({ reportType }: { reportType: ReportType }) {
  const inView = useSessionSelector((s) => s.context.auth !== null && s.context.auth.userToken.tenantId === null);
  if (!PORTFOLIO_REPORTS.includes(reportType) || !inView) return null;
  return <BuildingLauncherPanel title="Your buildings" />;
}
