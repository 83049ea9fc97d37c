// The list screen of any entity section (spec §2.1: /x), with links to the section's screens that
// the menu does not list, if it has any.
import { EntityList } from '../../components/entity/EntityList';
import { SectionLinks } from '../../components/entity/SectionLinks';
import { ErrorPage } from '../../components/ErrorPage';
import { sectionLinks } from '../../domain/routes';
import { useDeclaration } from './use-declaration';

export default function EntityListPage({ entityKey }: { entityKey: string }) {
  const declaration = useDeclaration(entityKey);
  if (!declaration) return <ErrorPage status={404} />;
  const links = sectionLinks(declaration.key);
  return (
    <>
      {links.length > 0 && <SectionLinks area={declaration.area} links={links} label={`${declaration.labelPlural} screens`} />}
      <EntityList key={declaration.key} declaration={declaration} />
    </>
  );
}
