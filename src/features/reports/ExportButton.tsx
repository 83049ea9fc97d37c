// "Export to PDF": hands the export to the reports actor, whose notices show its progress.
import { Button } from '../../components/index';
import { useReports } from '../../actors/hooks';
import type { ReportExportBody, ReportFilters } from '../../domain/report-data';
import type { ReportType } from '../../domain/reports';

export function ExportButton({ reportType, reportName, filters }: { reportType: ReportType; reportName: string; filters: ReportFilters }) {
  const reports = useReports();
  const start = () => {
    const body: ReportExportBody = { filters, reportName };
    reports.send({ type: 'export.start', reportType, reportName, body });
  };
  return (
    <Button variant="primary" onClick={start}>
      Export to PDF
    </Button>
  );
}
