// /portfolios/{operational,tenant}/edit/:entityId (spec §2.3): the portfolio with its links
// (GetById or GetCustomerPortfolioById), saved with PUT Update or UpdateTenantPortfolio.
import { useNavigate, useParams } from 'react-router-dom';
import layout from '../../components/layout/Page.module.css';
import { Heading, RecordState } from '../../components/entity/EntityScreens';
import { rowTitle } from '../../components/entity/row-title';
import { PORTFOLIO_KINDS, usePortfolioRecord } from '../../data/portfolios';
import { screenPath } from '../../domain/screen-paths';
import { usePortfolioKind } from './kind';
import { PortfolioForm } from './PortfolioForm';

function PortfolioEdit() {
  const kind = usePortfolioKind();
  const navigate = useNavigate();
  const id = Number(useParams().entityId);
  const record = usePortfolioRecord(kind, id);
  const { declaration } = PORTFOLIO_KINDS[kind];
  const view = screenPath(declaration, 'view', id);
  if (!record.data) return <RecordState pending={record.isPending} error={record.error} />;
  return (
    <section className={layout.page}>
      <Heading title={`Edit ${declaration.label.toLowerCase()}: ${rowTitle(declaration, record.data)}`} />
      {/* Keyed by id: another portfolio is another form; a refetch of this one keeps the edits. */}
      <PortfolioForm key={`${kind}-${id}`} kind={kind} record={record.data} onSaved={() => navigate(view)} onCancel={() => navigate(view)} />
    </section>
  );
}

export default function PortfolioEditPage() {
  return (
    <PortfolioEdit />
  );
}
