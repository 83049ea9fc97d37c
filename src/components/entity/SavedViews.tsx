// A list's saved views in its toolbar (issue #14 item 3): pick one to restore its filters, sort,
// columns and search; save the current state under a name, for oneself or (roles with Edit on the
// list, in one building) for everyone in the building. The server keeps them per user and decides
// who may share; hiding the checkbox is only a courtesy.
import { useState } from 'react';
import { errorMessage } from '../../data/errors';
import { useSavedViews, type SavedView, type SavedViewState } from '../../data/saved-views';
import { Button } from '../Button';
import { Dialog } from '../dialog/Dialog';
import { DropdownMenu, type DropdownMenuEntry } from '../DropdownMenu';
import page from './EntityPage.module.css';
import styles from './SavedViews.module.css';
import { toasts } from '../toast/toast-store';

export interface SavedViewsProps {
  entity: string;
  /** The list's state now (columns included). */
  currentState(): SavedViewState;
  onApply(state: SavedViewState): void;
  /** The session may offer a view to its building (Edit on the list, one building). */
  canShare: boolean;
}

function viewLabel(view: SavedView): string {
  return view.mine ? view.name : `${view.name} (shared by ${view.ownerName ?? 'a colleague'})`;
}

export function SavedViews({ entity, currentState, onApply, canShare }: SavedViewsProps) {
  const { views, create, remove } = useSavedViews(entity);
  const [active, setActive] = useState<SavedView | null>(null);
  const [saving, setSaving] = useState(false);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);

  const items: DropdownMenuEntry[] = [
    ...views.map((view) => ({
      key: `view-${view.id}`,
      label: viewLabel(view),
      onSelect: () => {
        setActive(view);
        onApply(view.state);
      },
    })),
    ...(views.length > 0 ? [{ key: 'sep', separator: true as const }] : []),
    { key: 'save', label: 'Save current view…', onSelect: () => setSaving(true) },
    ...(active?.mine
      ? [
          {
            key: 'delete',
            label: `Delete view “${active.name}”`,
            destructive: true,
            onSelect: () =>
              remove.mutate(active.id, {
                onSuccess: () => {
                  toasts.success(`View “${active.name}” deleted.`);
                  setActive(null);
                },
                onError: (error) => toasts.error(errorMessage(error)),
              }),
          },
        ]
      : []),
  ];

  const save = () => {
    create.mutate(
      { entity, name, state: currentState(), shared: canShare && shared },
      {
        onSuccess: (view) => {
          toasts.success(`View “${view.name}” saved.`);
          setActive(view);
          setSaving(false);
          setName('');
          setShared(false);
        },
        onError: (error) => toasts.error(errorMessage(error)),
      },
    );
  };

  return (
    <>
      <DropdownMenu trigger={active ? `View: ${active.name}` : 'Views'} triggerLabel="Saved views" items={items} align="start" />
      <Dialog
        open={saving}
        onOpenChange={setSaving}
        title="Save view"
        description="Keeps this list's filters, sort, columns and search under a name."
        footer={
          <>
            <Button onClick={() => setSaving(false)}>Cancel</Button>
            <Button variant="primary" disabled={name.trim() === '' || create.isPending} onClick={save}>
              Save
            </Button>
          </>
        }
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) save();
          }}
          className={styles.form}
        >
          <label>
            Name <input value={name} maxLength={80} onChange={(e) => setName(e.target.value)} autoFocus />
          </label>
          {canShare && (
            <label className={page.checkLabel}>
              <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} /> Share with everyone in this building
            </label>
          )}
        </form>
      </Dialog>
    </>
  );
}
