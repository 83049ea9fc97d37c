// Every route file, registered in one place.
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth';
import { userRoutes } from './user';
import { entityRoutes } from './entities';
import { packageRoutes } from './package';
import { authorizationRoutes } from './authorization';
import { productRoutes } from './products';
import { wasteTypeRoutes } from './waste-types';
import { equipmentRoutes } from './equipment';
import { fileRoutes } from '../files/routes';
import { portfolioRoutes } from './portfolios';
import { systemDashboardRoutes } from './system-dashboard';
import { reportRoutes } from './reports';
import { exportExcelRoutes } from './export-excel';
import { importRoutes } from './imports';
import { transactionsImportRoutes } from './transactions-import';
import { transactionsExportRoutes } from './transactions-export';
import { contaminatedCollectionReportRoutes } from './contaminated-collection-report';
import { collectionServiceBulkRoutes } from './collection-services-bulk';
import { buildingZoneRoutes } from './building-zones';
import { auditLogRoutes } from './audit-log';
import { savedViewRoutes } from './saved-views';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await authRoutes(app);
  await userRoutes(app);
  await entityRoutes(app);
  await packageRoutes(app);
  await authorizationRoutes(app);
  await productRoutes(app);
  await wasteTypeRoutes(app);
  await equipmentRoutes(app);
  await fileRoutes(app);
  await portfolioRoutes(app);
  await systemDashboardRoutes(app);
  await reportRoutes(app);
  await exportExcelRoutes(app);
  await transactionsImportRoutes(app);
  await importRoutes(app);
  await transactionsExportRoutes(app);
  await contaminatedCollectionReportRoutes(app);
  await collectionServiceBulkRoutes(app);
  await buildingZoneRoutes(app);
  await savedViewRoutes(app);
  await auditLogRoutes(app);
}
