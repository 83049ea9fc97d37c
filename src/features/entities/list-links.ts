// Screens the menu does not list, linked from their section's list (spec §2.2, §2.3), by entity
// key; SectionLinks shows each only to a session whose permissions open it (spec §6: print needs
// View, bulk create Create, transaction export and import Edit).
import type { SectionLink } from '../../components/entity/SectionLinks';
import { Area, Qualifier } from '../../domain/permissions';

const qrPrints = (base: string): SectionLink[] => [
  { label: 'Quick QR print', to: `${base}/quickQrPrint`, qualifier: Qualifier.View },
  { label: 'Custom QR print', to: `${base}/customQrPrint`, qualifier: Qualifier.View },
];

export const LIST_LINKS: Readonly<Record<string, readonly SectionLink[]>> = {
  collections: [
    {
      label: 'Contaminated collections report',
      to: '/contaminatedCollectionReport',
      qualifier: Qualifier.View,
      area: Area.ContaminatedCollectionReport,
    },
  ],
  transactions: [
    { label: 'Export transactions', to: '/transactions/export', qualifier: Qualifier.Edit },
    { label: 'Import transactions', to: '/transactions/import', qualifier: Qualifier.Edit },
  ],
  collectionServices: [
    ...qrPrints('/collection-services'),
    { label: 'Create in bulk', to: '/collection-services/createInBulk', qualifier: Qualifier.Create },
  ],
  auditServices: qrPrints('/audit-services'),
};
