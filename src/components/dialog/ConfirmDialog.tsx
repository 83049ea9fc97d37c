// A yes/no question before an irreversible step (delete, discard changes). Cancel comes first, so
// it takes the initial focus and Enter never confirms a destructive action by accident.
import * as RadixDialog from '@radix-ui/react-dialog';
import { Button } from '../Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm(): void;
  /** Styles the confirm button as dangerous (delete). */
  destructive?: boolean;
  /** While the confirmed action runs: buttons disabled, the dialog stays open. */
  busy?: boolean;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  destructive = false,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={title}
      description={description}
      role="alertdialog"
      footer={
        <>
          <RadixDialog.Close asChild>
            <Button disabled={busy}>
              {cancelLabel}
            </Button>
          </RadixDialog.Close>
          <Button variant={destructive ? 'danger' : 'primary'} disabled={busy} aria-busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
