// Where the root feedback (Feedback.tsx) finds the export notices' view: the signed-in layout's
// chunk registers it (ExportNotices.tsx), so the sign-in page loads neither the view nor the
// reports machines it reads (#12: ≤ 110 KB of JavaScript to show /login).
import type { ComponentType } from 'react';
import type { ReportsActor } from '../../actors/reports';

export type ExportNoticesView = ComponentType<{ reports: ReportsActor }>;

let view: ExportNoticesView | null = null;
const listeners = new Set<() => void>();

export const exportNoticesView = {
  get: (): ExportNoticesView | null => view,
  set(next: ExportNoticesView): void {
    if (view === next) return;
    view = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
