// The toast after a delete, with Undo for its 5 seconds (issue #14 item 8): Undo restores the row
// through the server's Restore, which checks the permission and scope again and records it.
import type { EntityDeclaration } from '../../../domain/entity';
import { errorMessage } from '../../../data/errors';
import { toasts } from '../../toast/toast-store';

/** Restores one row (data/records.ts useRestoration): a plain call, it outlives the screen. */
export type RowRestore = (id: number) => Promise<void>;

export function toastDeletedWithUndo(declaration: EntityDeclaration, id: number, restore: RowRestore | null, onRestored: () => void): void {
  const message = `${declaration.label} deleted.`;
  if (!restore) {
    toasts.success(message);
    return;
  }
  toasts.push({
    variant: 'success',
    message,
    action: {
      label: 'Undo',
      onClick: () =>
        void restore(id).then(
          () => {
            toasts.success(`${declaration.label} restored.`);
            onRestored();
          },
          (error: unknown) => toasts.error(errorMessage(error)),
        ),
    },
  });
}
