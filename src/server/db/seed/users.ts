// The demo users (demo-users.ts), their extra roles and their portfolio links.
import { RoleId } from '../../../domain/roles';
import { hashPassword } from '../../auth/password';
import { portfolioUsers, userRoles, users } from '../schema';
import { customerKey, type SeedModule } from './context';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';

export const seedUsers: SeedModule = async (db, ctx) => {
  for (const u of DEMO_USERS) {
    const tenantId = u.building ? ctx.buildings[u.building] : null;
    const customerId = tenantId !== null && u.customer ? ctx.customers.get(customerKey(tenantId, u.customer)) : undefined;
    const [row] = await db
      .insert(users)
      .values({
        userName: u.userName,
        email: `${u.userName}@demo.example.com`,
        firstName: u.firstName,
        lastName: u.lastName,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        tenantId,
        customerId: customerId ?? null,
        roleId: RoleId[u.role],
        landingPage: u.landingPage ?? null,
        forceChangePassword: u.forceChangePassword ?? false,
      })
      .returning({ id: users.id });
    if (!row) throw new Error(`User ${u.userName} not created`);
    ctx.users.set(u.userName, row.id);
    if (u.alsoHolds?.length) await db.insert(userRoles).values(u.alsoHolds.map((roleKey) => ({ userId: row.id, roleKey })));
    for (const link of u.portfolios ?? []) {
      const portfolioId = ctx.portfolios.get(link.name);
      if (!portfolioId) throw new Error(`Unknown portfolio ${link.name}`);
      await db.insert(portfolioUsers).values({ userId: row.id, portfolioId, isBuildingOwner: link.isBuildingOwner ?? false });
    }
  }
};
