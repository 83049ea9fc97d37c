// Field errors of the last failed password change, for the form to put under its inputs. The
// session machine keeps one text per failure; the server's per-field answer travels beside it.
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

export interface FieldErrorStore {
  set(errors: FieldErrors): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): FieldErrors;
}

export function createFieldErrorStore(): FieldErrorStore {
  let errors: FieldErrors = {};
  const listeners = new Set<() => void>();
  return {
    set(next) {
      if (Object.keys(next).length === 0 && Object.keys(errors).length === 0) return;
      errors = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => errors,
  };
}
