// The view of a tablet configuration: the generic view, with the way to copy it to another
// building (spec §2.2 /tablet-configuration/copy/{entityId}; needs Create).
import { useParams } from 'react-router-dom';
import { EntityViewScreen } from '../../components/entity/EntityScreens';
import { tabletConfigurationEntity } from '../../domain/entities/devices';
import { sectionLinks } from '../../domain/routes';
import { SectionLinks } from '../../components/entity/SectionLinks';

export default function TabletConfigurationViewPage() {
  const { entityId } = useParams();
  const declaration = tabletConfigurationEntity;
  // Copy to another building (declared with its route).
  const links = sectionLinks(declaration.key, 'view', { entityId });
  return (
    <EntityViewScreen declaration={declaration}>
      <SectionLinks area={declaration.area} links={links} label="Tablet configuration screens" />
    </EntityViewScreen>
  );
}
