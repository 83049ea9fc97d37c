// The unauthenticated layout (sign-in, forgot password): a centred card on a plain page.
import { Outlet } from 'react-router-dom';
import { LayoutGate } from '../guards/Guards';
import { AuthFrame } from './AuthFrame';

export function PublicLayout() {
  return (
    <LayoutGate layout="unauthenticated">
      <AuthFrame>
        <Outlet />
      </AuthFrame>
    </LayoutGate>
  );
}
