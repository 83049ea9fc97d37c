// The create screen (/x/create) of any entity section (spec §2.1).
import { EntityCreateScreen } from '../../components/entity/EntityScreens';
import { ErrorPage } from '../../components/ErrorPage';
import { useDeclaration } from './use-declaration';

export default function EntityCreatePage({ entityKey }: { entityKey: string }) {
  const declaration = useDeclaration(entityKey);
  if (!declaration) return <ErrorPage status={404} />;
  return (
    <EntityCreateScreen key={declaration.key} declaration={declaration} />
  );
}
