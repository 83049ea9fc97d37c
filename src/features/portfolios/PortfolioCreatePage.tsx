// /portfolios/operational/create and /portfolios/tenant/create (spec §2.3): POST Create or
// CreateTenantPortfolio with the links, then the new portfolio's view.
import { useNavigate } from 'react-router-dom';
import layout from '../../components/layout/Page.module.css';
import { Heading } from '../../components/entity/EntityScreens';
import { PORTFOLIO_KINDS } from '../../data/portfolios';
import { listPath, screenPath } from '../../domain/screen-paths';
import { usePortfolioKind } from './kind';
import { PortfolioForm } from './PortfolioForm';

export default function PortfolioCreatePage() {
  const kind = usePortfolioKind();
  const navigate = useNavigate();
  const { declaration } = PORTFOLIO_KINDS[kind];
  return (
    <section className={layout.page}>
      <Heading title={`Create ${declaration.label.toLowerCase()}`} />
      <PortfolioForm
        key={kind}
        kind={kind}
        record={null}
        onSaved={(saved) => navigate(screenPath(declaration, 'view', saved.id))}
        onCancel={() => navigate(listPath(declaration))}
      />
    </section>
  );
}
