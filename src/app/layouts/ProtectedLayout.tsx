// The protected layout: signed-in users past the forced password change, inside the shell. React
// Query starts here (and on forgot password), not at start-up; so do the PDF exports' actor and notices.
import { Outlet } from 'react-router-dom';
import { BuildingZonesProvider } from '../../data/building-zones';
import { useExportNotices } from '../feedback/ExportNotices';
import { LayoutGate } from '../guards/Guards';
import { ScreenPrefetch } from '../prefetch/ScreenPrefetch';
import { QueryProvider } from '../query/QueryProvider';
import { AppShell } from '../shell/AppShell';

export function ProtectedLayout() {
  useExportNotices();
  return (
    <QueryProvider>
      <LayoutGate layout="protected">
        <ScreenPrefetch />
        <BuildingZonesProvider>
          <AppShell>
            <Outlet />
          </AppShell>
        </BuildingZonesProvider>
      </LayoutGate>
    </QueryProvider>
  );
}
