// The Edit and Delete buttons of one grid row, shown by permission.
import type { CustomCellRendererProps } from 'ag-grid-react';
import type { EntityRow } from '../../../data/entity-queries';
import { Button } from '../../Button';

export interface RowActionsParams {
  canEdit: boolean;
  canDelete: boolean;
  onEdit(row: EntityRow): void;
  onDelete(row: EntityRow): void;
}

export function RowActions(props: CustomCellRendererProps<EntityRow> & RowActionsParams) {
  const row = props.data;
  if (!row) return null;
  return (
    <span style={{ display: 'inline-flex', gap: 4 }}>
      {props.canEdit && (
        <Button size="sm"
          onClick={(event) => {
            event.stopPropagation();
            props.onEdit(row);
          }}
        >
          Edit
        </Button>
      )}
      {props.canDelete && (
        <Button size="sm"
          variant="danger"
          onClick={(event) => {
            event.stopPropagation();
            props.onDelete(row);
          }}
        >
          Delete
        </Button>
      )}
    </span>
  );
}
