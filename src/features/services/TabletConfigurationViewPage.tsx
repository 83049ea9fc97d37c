// The view of a tablet configuration: the generic view, with the way to copy it to another
// building (spec §2.2 /tablet-configuration/copy/{entityId}; needs Create).
import { useParams } from 'react-router-dom';
import { EntityViewScreen } from '../../components/entity/EntityScreens';
import { tabletConfigurationEntity } from '../../domain/entities/devices';
import { Qualifier } from '../../domain/permissions';
import { SectionLinks } from '../../components/entity/SectionLinks';

export default function TabletConfigurationViewPage() {
  const { entityId } = useParams();
  const declaration = tabletConfigurationEntity;
  const copy = { label: 'Copy to another building', to: `${declaration.route ?? ''}/copy/${entityId ?? ''}`, qualifier: Qualifier.Create };
  return (
    <EntityViewScreen declaration={declaration}>
      <SectionLinks area={declaration.area} links={[copy]} label="Tablet configuration screens" />
    </EntityViewScreen>
  );
}
