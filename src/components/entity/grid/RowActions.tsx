// A grid row's actions, shown by permission. On a desktop: compact Edit and Delete buttons that
// fit inside the row. Below the medium breakpoint one "⋯" menu (View, Edit, Delete) in a narrow
// column, so the actions no longer take half of a phone's width (issue 13 item 7).
import type { CustomCellRendererProps } from 'ag-grid-react';
import type { EntityRow } from '../../../data/entity-queries';
import { Button } from '../../Button';
import { DropdownMenu, type DropdownMenuEntry } from '../../DropdownMenu';
import { MOBILE_QUERY, useMediaQuery } from '../../use-media-query';
import styles from './RowActions.module.css';

export interface RowActionsParams {
  canEdit: boolean;
  canDelete: boolean;
  onEdit(row: EntityRow): void;
  onDelete(row: EntityRow): void;
  /** What a click on the row does (its view, else its edit form); the phone menu offers it as View. */
  onOpen?(row: EntityRow): void;
}

/** The actions column's width: the two buttons on a desktop, the "⋯" button on a phone. */
export function rowActionsWidth(phone: boolean): number {
  return phone ? 56 : 140;
}

function RowMenu({ row, ...props }: RowActionsParams & { row: EntityRow }) {
  const items: DropdownMenuEntry[] = [
    ...(props.onOpen ? [{ key: 'view', label: 'View', onSelect: () => props.onOpen?.(row) }] : []),
    ...(props.canEdit ? [{ key: 'edit', label: 'Edit', onSelect: () => props.onEdit(row) }] : []),
    ...(props.canDelete ? [{ key: 'delete', label: 'Delete', destructive: true, onSelect: () => props.onDelete(row) }] : []),
  ];
  return (
    // The grid's row click ignores presses on a button, the menu's trigger included.
    <span className={styles.actions}>
      <DropdownMenu trigger={<span aria-hidden="true">⋯</span>} triggerLabel="Row actions" triggerClassName={styles.menuTrigger} items={items} align="end" />
    </span>
  );
}

export function RowActions(props: CustomCellRendererProps<EntityRow> & RowActionsParams) {
  const phone = useMediaQuery(MOBILE_QUERY);
  const row = props.data;
  if (!row) return null;
  if (phone) return <RowMenu row={row} {...props} />;
  return (
    <span className={styles.actions}>
      {props.canEdit && (
        <Button
          size="sm"
          className={styles.button}
          onClick={(event) => {
            event.stopPropagation();
            props.onEdit(row);
          }}
        >
          Edit
        </Button>
      )}
      {props.canDelete && (
        <Button
          size="sm"
          variant="danger"
          className={styles.button}
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
