// The list of /collection-services and /audit-services: the generic list, with links to the
// section's print screens (and, for collection services, bulk create).
import { useLocation } from 'react-router-dom';
import { EntityList } from '../../components/entity/EntityList';
import { WithEntitySession } from '../../components/entity/WithEntitySession';
import { Qualifier } from '../../domain/permissions';
import { SectionLinks, type SectionLink } from '../../components/entity/SectionLinks';
import { AUDIT_SERVICES, COLLECTION_SERVICES } from './service-kinds';

export default function ServicesListPage() {
  const { pathname } = useLocation();
  const { declaration } = pathname.startsWith('/audit-services') ? AUDIT_SERVICES : COLLECTION_SERVICES;
  const base = declaration.route ?? pathname;
  const links: SectionLink[] = [
    { label: 'Quick QR print', to: `${base}/quickQrPrint`, qualifier: Qualifier.View },
    { label: 'Custom QR print', to: `${base}/customQrPrint`, qualifier: Qualifier.View },
  ];
  if (declaration === COLLECTION_SERVICES.declaration) links.push({ label: 'Create in bulk', to: `${base}/createInBulk`, qualifier: Qualifier.Create });
  return (
    <WithEntitySession>
      <SectionLinks area={declaration.area} links={links} label={`${declaration.labelPlural} screens`} />
      <EntityList key={declaration.key} declaration={declaration} />
    </WithEntitySession>
  );
}
