// /portfolios/{operational,tenant}/view/:entityId (spec §2.3): the fields and the links (GetById or
// GetCustomerPortfolioById), Edit and Delete by permission (DELETE /api/Portfolios?id=, confirmed;
// the toast's Undo restores through the kind's own call).
import { useParams } from 'react-router-dom';
import { RecordState, RecordView } from '../../components/entity/EntityScreens';
import { PORTFOLIO_KINDS, useDeletePortfolio, usePortfolioRecord, usePortfolioRestoration } from '../../data/portfolios';
import { listPath, screenPath } from '../../domain/screen-paths';
import { usePortfolioKind } from './kind';
import { PortfolioLinksView } from './PortfolioLinksView';

function PortfolioView() {
  const kind = usePortfolioKind();
  const id = Number(useParams().entityId);
  const record = usePortfolioRecord(kind, id);
  const remove = useDeletePortfolio(kind);
  const { restore } = usePortfolioRestoration(kind);
  const { declaration } = PORTFOLIO_KINDS[kind];
  if (!record.data) return <RecordState pending={record.isPending} error={record.error} />;
  return (
    <RecordView
      declaration={declaration}
      id={id}
      record={record.data}
      deletion={remove}
      restoration={restore}
      listPath={listPath(declaration)}
      editPath={screenPath(declaration, 'edit', id)}
    >
      <PortfolioLinksView kind={kind} record={record.data} />
    </RecordView>
  );
}

export default function PortfolioViewPage() {
  return (
    <PortfolioView />
  );
}
