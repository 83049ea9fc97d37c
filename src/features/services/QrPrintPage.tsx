// The four QR print screens (spec §2.2; guard: View): /collection-services and /audit-services,
// each with quickQrPrint and customQrPrint. The path says which kind and which print.
import { useLocation } from 'react-router-dom';
import { CustomQrPrint } from './CustomQrPrint';
import { QuickQrPrint } from './QuickQrPrint';
import { AUDIT_SERVICES, COLLECTION_SERVICES } from './service-kinds';

export default function QrPrintPage() {
  const { pathname } = useLocation();
  const kind = pathname.startsWith(AUDIT_SERVICES.declaration.route ?? '/audit-services') ? AUDIT_SERVICES : COLLECTION_SERVICES;
  const Print = pathname.endsWith('/customQrPrint') ? CustomQrPrint : QuickQrPrint;
  return (
    <Print key={pathname} kind={kind} />
  );
}
