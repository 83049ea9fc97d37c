// The edit screen (/x/edit/:entityId) of any entity section (spec §2.1).
import { EntityEditScreen } from '../../components/entity/EntityScreens';
import { ErrorPage } from '../../components/ErrorPage';
import { useDeclaration } from './use-declaration';

export default function EntityEditPage({ entityKey }: { entityKey: string }) {
  const declaration = useDeclaration(entityKey);
  if (!declaration) return <ErrorPage status={404} />;
  return (
    <EntityEditScreen key={declaration.key} declaration={declaration} />
  );
}
