import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../src/components/dialog/ConfirmDialog';
import { DropdownMenu } from '../../../src/components/DropdownMenu';

afterEach(cleanup);

function DeleteButton({ onConfirm, busy = false }: { onConfirm(): void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Delete</button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete collection?"
        description="This cannot be undone."
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is a labelled, described alert dialog with focus on Cancel', async () => {
    const user = userEvent.setup();
    render(<DeleteButton onConfirm={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete collection?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('confirms with the confirm button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteButton onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes on Escape without confirming and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteButton onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Delete' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('stays open and disables its buttons while busy', async () => {
    const user = userEvent.setup();
    render(<DeleteButton onConfirm={vi.fn()} busy />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    const dialog = screen.getByRole('alertdialog');
    for (const button of within(dialog).getAllByRole('button')) expect(button).toBeDisabled();
  });
});

describe('DropdownMenu', () => {
  it('opens from the keyboard, moves with arrows and selects with Enter', async () => {
    const user = userEvent.setup();
    const profile = vi.fn();
    const logout = vi.fn();
    render(
      <DropdownMenu
        trigger="JD"
        triggerLabel="Account"
        items={[
          { key: 'profile', label: 'My Profile', onSelect: profile },
          { key: 'sep', separator: true },
          { key: 'logout', label: 'Logout', onSelect: logout },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    await user.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['My Profile', 'Logout']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(profile).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
