// The view screen (/x/view/:entityId) of any entity section (spec §2.1).
import { EntityViewScreen } from '../../components/entity/EntityScreens';
import { ErrorPage } from '../../components/ErrorPage';
import { useDeclaration } from './use-declaration';

export default function EntityViewPage({ entityKey }: { entityKey: string }) {
  const declaration = useDeclaration(entityKey);
  if (!declaration) return <ErrorPage status={404} />;
  return (
    <EntityViewScreen key={declaration.key} declaration={declaration} />
  );
}
