// For every demo user, the side menu shows exactly the groups the user's permissions allow: the
// expectation is computed with buildMenu over the role matrix, never written by hand.
import { expect, test } from '@playwright/test';
import { buildMenu } from '../../src/domain/menu';
import { permissionsForRole } from '../../src/domain/role-matrix';
import { roleKeyOf } from '../../src/domain/roles';
import { DEMO_USERS, signIn } from './support/session';

// A user made to change the password sees no menu until then (spec §2.4).
const USERS = DEMO_USERS.filter((u) => !u.forceChangePassword);

test.describe('side menu per demo user', () => {
  for (const demo of USERS) {
    test(`${demo.userName} sees the groups of ${demo.role}`, async ({ page }) => {
      const auth = await signIn(page, demo.userName);
      await page.goto('/profile');
      const actingRole = roleKeyOf(auth.roleId)!;
      const expected = buildMenu({
        permissions: permissionsForRole(actingRole),
        actingRole,
        calibreBins: auth.userToken.calibreBins === true,
        appVersions: auth.appVersions,
      }).map((g) => g.key);
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      await expect(nav).toBeVisible();
      await expect(nav.locator('li[data-group]')).toHaveCount(expected.length);
      expect(await nav.locator('li[data-group]').evaluateAll((items) => items.map((li) => li.getAttribute('data-group')))).toEqual(expected);
    });
  }
});
