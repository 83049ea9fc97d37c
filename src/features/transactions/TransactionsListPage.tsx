// The list of /transactions: the generic list, with links to the section's export and import
// screens (spec §2.2; both need Edit, spec §6). The menu lists neither.
import { EntityList } from '../../components/entity/EntityList';
import { SectionLinks } from '../../components/entity/SectionLinks';
import { WithEntitySession } from '../../components/entity/WithEntitySession';
import { transactionEntity } from '../../domain/entities/supplier';
import { Qualifier } from '../../domain/permissions';

const LINKS = [
  { label: 'Export transactions', to: '/transactions/export', qualifier: Qualifier.Edit },
  { label: 'Import transactions', to: '/transactions/import', qualifier: Qualifier.Edit },
];

export default function TransactionsListPage() {
  return (
    <WithEntitySession>
      <SectionLinks area={transactionEntity.area} links={LINKS} label="Transactions screens" />
      <EntityList declaration={transactionEntity} />
    </WithEntitySession>
  );
}
