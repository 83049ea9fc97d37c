// A framework-free toast store (spec §2.7): anything may push a toast (the HTTP client's error hook,
// a mutation's success), React reads it with useSyncExternalStore. Each toast closes itself after
// autoCloseMs and only then: there is no close button and a click does not close it.

export type ToastVariant = 'success' | 'warning' | 'error' | 'info';

/** A button on a toast (Undo after a delete); clicking it also closes the toast. */
export interface ToastAction {
  label: string;
  onClick(): void;
}

export interface Toast {
  id: number;
  variant: ToastVariant;
  message: string;
  title?: string;
  action?: ToastAction;
}

export interface ToastInput {
  variant: ToastVariant;
  message: string;
  title?: string;
  action?: ToastAction;
}

export interface ToastStore {
  subscribe(listener: () => void): () => void;
  /** The same array until the toasts change, as useSyncExternalStore requires. */
  getSnapshot(): readonly Toast[];
  push(input: ToastInput): number;
  dismiss(id: number): void;
  clear(): void;
  success(message: string, title?: string): number;
  warning(message: string, title?: string): number;
  error(message: string, title?: string): number;
  info(message: string, title?: string): number;
}

/** Spec §9: toast auto-close. */
export const TOAST_AUTO_CLOSE_MS = 5000;

export function createToastStore(options: { autoCloseMs?: number } = {}): ToastStore {
  const autoCloseMs = options.autoCloseMs ?? TOAST_AUTO_CLOSE_MS;
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  const set = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const dismiss = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (toasts.some((t) => t.id === id)) set(toasts.filter((t) => t.id !== id));
  };

  const push = (input: ToastInput) => {
    const id = nextId++;
    const toast: Toast = { id, variant: input.variant, message: input.message };
    if (input.title !== undefined) toast.title = input.title;
    if (input.action !== undefined) toast.action = input.action;
    set([...toasts, toast]);
    timers.set(id, setTimeout(() => dismiss(id), autoCloseMs));
    return id;
  };

  const of = (variant: ToastVariant) => (message: string, title?: string) =>
    push(title === undefined ? { variant, message } : { variant, message, title });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
    push,
    dismiss,
    clear() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      set([]);
    },
    success: of('success'),
    warning: of('warning'),
    error: of('error'),
    info: of('info'),
  };
}

/** The application's store; the composition root hands it to the HTTP client's error hook. */
export const toasts = createToastStore();
