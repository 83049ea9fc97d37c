// The list screen of any entity section (spec §2.1: /x).
import { EntityList } from '../../components/entity/EntityList';
import { ErrorPage } from '../../components/ErrorPage';
import { useDeclaration } from './use-declaration';
import { WithEntitySession } from './WithEntitySession';

export default function EntityListPage({ entityKey }: { entityKey: string }) {
  const declaration = useDeclaration(entityKey);
  if (!declaration) return <ErrorPage status={404} />;
  return (
    <WithEntitySession>
      <EntityList key={declaration.key} declaration={declaration} />
    </WithEntitySession>
  );
}
