// A menu button on Radix DropdownMenu: arrow keys, typeahead, Escape and focus return come with it.
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import styles from './DropdownMenu.module.css';

export interface DropdownMenuItem {
  key: string;
  label: ReactNode;
  onSelect(): void;
  disabled?: boolean;
  destructive?: boolean;
}

export type DropdownMenuEntry = DropdownMenuItem | { key: string; separator: true };

export interface DropdownMenuProps {
  /** The trigger's content; give `triggerLabel` when it is an icon only. */
  trigger: ReactNode;
  triggerLabel?: string;
  items: readonly DropdownMenuEntry[];
  align?: 'start' | 'center' | 'end';
  /** Extra class for the trigger button (e.g. a top-bar style). */
  triggerClassName?: string;
}

const isSeparator = (entry: DropdownMenuEntry): entry is { key: string; separator: true } => 'separator' in entry;

export function DropdownMenu({ trigger, triggerLabel, items, align = 'end', triggerClassName }: DropdownMenuProps) {
  return (
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger
        className={[styles.trigger, triggerClassName ?? ''].filter(Boolean).join(' ')}
        aria-label={triggerLabel}
      >
        {trigger}
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className={styles.content} align={align} sideOffset={4}>
          {items.map((entry) =>
            isSeparator(entry) ? (
              <RadixMenu.Separator key={entry.key} className={styles.separator} />
            ) : (
              <RadixMenu.Item
                key={entry.key}
                className={entry.destructive ? `${styles.item} ${styles.destructive}` : styles.item}
                disabled={entry.disabled}
                onSelect={entry.onSelect}
              >
                {entry.label}
              </RadixMenu.Item>
            ),
          )}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
