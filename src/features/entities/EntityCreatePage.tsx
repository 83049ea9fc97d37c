// The create screen (/x/create) of any entity section (spec §2.1).
import { EntityCreateScreen } from '../../components/entity/EntityScreens';
import { ErrorPage } from '../../components/ErrorPage';
import { useDeclaration } from './use-declaration';
import { WithEntitySession } from '../../components/entity/WithEntitySession';

export default function EntityCreatePage({ entityKey }: { entityKey: string }) {
  const declaration = useDeclaration(entityKey);
  if (!declaration) return <ErrorPage status={404} />;
  return (
    <WithEntitySession>
      <EntityCreateScreen key={declaration.key} declaration={declaration} />
    </WithEntitySession>
  );
}
