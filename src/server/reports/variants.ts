// What each report variant is (spec §1, §7): the permission area that guards it, the dashboard
// area that may read the same data, its name and what its edition is about.
import { Area } from '../../domain/permissions';
import type { ReportType } from '../../domain/reports';

export interface ReportVariant {
  type: ReportType;
  /** The variant's Report area (View to read, Report to export). */
  area: Area;
  /** The dashboard that draws from the same data (View on it also reads the Data endpoint). */
  dashboardArea: Area | null;
  reportName: string;
}

export const REPORT_VARIANTS: Record<ReportType, ReportVariant> = {
  Full: { type: 'Full', area: Area.Report, dashboardArea: Area.Dashboard, reportName: 'Waste and recycling report' },
  Lite: { type: 'Lite', area: Area.LiteReport, dashboardArea: Area.LiteDashboard, reportName: 'Bin count report' },
  Supplier: {
    type: 'Supplier',
    area: Area.SupplierReport,
    dashboardArea: Area.SupplierDashboard,
    reportName: 'Supplier waste report',
  },
  Furniture: {
    type: 'Furniture',
    area: Area.FurnitureReport,
    dashboardArea: Area.FurnitureDashboard,
    reportName: 'Furniture reuse report',
  },
  Portfolio: {
    type: 'Portfolio',
    area: Area.PortfolioReport,
    dashboardArea: Area.PortfolioDashboard,
    reportName: 'Portfolio report',
  },
  TenantPortfolio: {
    type: 'TenantPortfolio',
    area: Area.TenantPortfolioReport,
    dashboardArea: null,
    reportName: 'Tenant portfolio report',
  },
  Audits: { type: 'Audits', area: Area.AuditReport, dashboardArea: null, reportName: 'Waste audit report' },
};

/** The id of a built-in report (the Power BI report id takes its place in Power BI mode). */
export const builtinReportId = (type: ReportType): string => `builtin-${type.toLowerCase()}`;
