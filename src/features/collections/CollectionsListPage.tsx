// The list of /collections: the generic list, with a link to the contaminated collection report
// (spec §2.3 /contaminatedCollectionReport, View on its own area), which the menu does not list.
import { EntityList } from '../../components/entity/EntityList';
import { SectionLinks } from '../../components/entity/SectionLinks';
import { WithEntitySession } from '../../components/entity/WithEntitySession';
import { collectionEntity } from '../../domain/entities/collections';
import { Area, Qualifier } from '../../domain/permissions';

const LINKS = [
  {
    label: 'Contaminated collections report',
    to: '/contaminatedCollectionReport',
    qualifier: Qualifier.View,
    area: Area.ContaminatedCollectionReport,
  },
];

export default function CollectionsListPage() {
  return (
    <WithEntitySession>
      <SectionLinks area={collectionEntity.area} links={LINKS} label="Collections screens" />
      <EntityList declaration={collectionEntity} />
    </WithEntitySession>
  );
}
