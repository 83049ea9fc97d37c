// The protected layout: signed-in users past the forced password change, inside the shell.
import { Outlet } from 'react-router-dom';
import { LayoutGate } from '../guards/Guards';
import { AppShell } from '../shell/AppShell';

export function ProtectedLayout() {
  return (
    <LayoutGate layout="protected">
      <AppShell>
        <Outlet />
      </AppShell>
    </LayoutGate>
  );
}
