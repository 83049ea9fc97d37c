// What the chrome reads from the session actor, in one place: the menu's inputs, the top bar's
// buttons and the switch requests it may send (spec §2.6, §6).
import { useMemo } from 'react';
import { sessionSelectors, sessionSwitches, useSessionActor, useSessionSelector } from '../../actors/hooks';
import type { SwitchRequest } from '../../domain/auth';
import { buildMenu, type MenuGroup } from '../../domain/menu';

export function useShellSession() {
  const session = useSessionActor();
  const auth = useSessionSelector((s) => s.context.auth);
  const actingRole = useSessionSelector(sessionSelectors.selectActingRole);
  const canSwitchBuilding = useSessionSelector(sessionSelectors.selectCanSwitchBuilding);
  const showAdminView = useSessionSelector(sessionSelectors.selectShowAdminViewButton);
  const showPortfolioView = useSessionSelector(sessionSelectors.selectShowPortfolioViewButton);
  const switching = useSessionSelector((s) => s.matches('switching'));

  const groups: MenuGroup[] = useMemo(
    () =>
      auth && actingRole
        ? buildMenu({ permissions: auth.permissions, actingRole, calibreBins: auth.userToken.calibreBins === true, appVersions: auth.appVersions })
        : [],
    [auth, actingRole],
  );

  const send = (request: SwitchRequest | null) => {
    if (request) session.send({ type: 'session.switch', ...request });
  };

  return {
    auth,
    actingRole,
    groups,
    canSwitchBuilding,
    showAdminView,
    showPortfolioView,
    switching,
    switchToBuilding: (tenantId: number) => auth && send(sessionSwitches.switchToBuilding(auth, tenantId)),
    switchToAdminView: () => auth && send(sessionSwitches.switchToAdminView(auth)),
    switchToPortfolioView: () => auth && send(sessionSwitches.switchToPortfolioView(auth)),
    signOut: () => session.send({ type: 'session.signOut' }),
  };
}

export type ShellSession = ReturnType<typeof useShellSession>;
