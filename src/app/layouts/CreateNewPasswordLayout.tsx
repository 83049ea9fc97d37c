// Create-new-password has its own layout (spec §2.4): only a session that must change its
// password sees it, and it leads nowhere else until the password is changed.
import { Outlet } from 'react-router-dom';
import { LayoutGate } from '../guards/Guards';
import { AuthFrame } from './AuthFrame';

export function CreateNewPasswordLayout() {
  return (
    <LayoutGate layout="createNewPassword">
      <AuthFrame>
        <Outlet />
      </AuthFrame>
    </LayoutGate>
  );
}
