import { describe, expect, it } from 'vitest';
import { grantableRoleIds, grantableRoles, roleLabel, ROLE_RANK, userDeleteProblem, userEditProblem, type GrantActor, type GrantTarget } from '../../src/domain/role-grants';
import { ROLE_KEYS, RoleId } from '../../src/domain/roles';

const HOME = 1;
const OTHER = 2;
const admin: GrantActor = { userId: 1, roleKey: 'admin', tenantId: null };
const support: GrantActor = { userId: 2, roleKey: 'supportAdmin', tenantId: HOME };
const target = (roleId: number, tenantId: number | null = HOME, id = 50): GrantTarget => ({ id, roleId, tenantId, status: 0 });
const self = (actor: GrantActor): GrantTarget => target(RoleId[actor.roleKey], actor.tenantId, actor.userId);

describe('grantable roles', () => {
  it('admin grants every role; support admin every role but admin', () => {
    expect(grantableRoles(admin)).toEqual(ROLE_KEYS);
    expect(grantableRoles(support)).toEqual(ROLE_KEYS.filter((k) => k !== 'admin'));
  });

  it('a role grants exactly the roles ranked at or below it, and admin is ranked above all', () => {
    for (const actor of ROLE_KEYS.filter((k) => k !== 'admin')) {
      for (const role of ROLE_KEYS) expect(grantableRoles({ roleKey: actor }).includes(role)).toBe(ROLE_RANK[role] <= ROLE_RANK[actor]);
      expect(ROLE_RANK[actor]).toBeLessThan(ROLE_RANK.admin);
    }
    expect(grantableRoles({ roleKey: 'scanner' })).toEqual(['tenant', 'scanner']);
  });

  it('ids follow the keys, an unknown session grants nothing, every role has a readable label', () => {
    expect(grantableRoleIds(RoleId.supportAdmin)).not.toContain(RoleId.admin);
    expect(grantableRoleIds(null)).toEqual([]);
    expect(grantableRoleIds(999)).toEqual([]);
    expect(roleLabel('tenantPortfolioUser')).toBe('Tenant portfolio user');
    for (const key of ROLE_KEYS) expect(roleLabel(key)).toMatch(/^[A-Z][A-Za-z ]+$/);
  });
});

describe('user edit problems', () => {
  it('nobody changes their own role, building or active flag, or deletes themselves', () => {
    for (const actor of [admin, support]) {
      expect(userEditProblem(actor, self(actor), { roleId: RoleId.manager })?.field).toBe('roleId');
      expect(userEditProblem(actor, self(actor), { tenantId: OTHER })?.field).toBe('tenantId');
      expect(userEditProblem(actor, self(actor), { status: 1 })?.field).toBe('status');
      expect(userDeleteProblem(actor, self(actor))?.field).toBe('id');
      // Unchanged values and one's own e-mail are fine.
      expect(userEditProblem(actor, self(actor), { roleId: RoleId[actor.roleKey], tenantId: actor.tenantId, status: 0, email: 'me@example.com' })).toBeNull();
    }
  });

  it('support admin cannot make itself or anyone admin', () => {
    expect(userEditProblem(support, self(support), { roleId: RoleId.admin, tenantId: null })).not.toBeNull();
    expect(userEditProblem(support, null, { roleId: RoleId.admin, tenantId: HOME })?.message).toMatch(/Only a System administrator grants/);
    expect(userEditProblem(support, target(RoleId.manager), { roleId: RoleId.admin })?.field).toBe('roleId');
  });

  it('support admin cannot touch a higher-ranked user, e.g. change the admin e-mail', () => {
    expect(userEditProblem(support, target(RoleId.admin, null), { email: 'x@example.com' })?.field).toBe('email');
    expect(userEditProblem(support, target(RoleId.admin, HOME), { userName: 'x' })?.field).toBe('userName');
    expect(userDeleteProblem(support, target(RoleId.admin, HOME))).not.toBeNull();
  });

  it('support admin manages only its own building and never moves users', () => {
    expect(userEditProblem(support, target(RoleId.manager, OTHER), { email: 'x@example.com' })?.field).toBe('tenantId');
    expect(userEditProblem(support, target(RoleId.manager), { tenantId: OTHER })?.message).toMatch(/moves a user/);
    expect(userEditProblem(support, null, { roleId: RoleId.manager, tenantId: OTHER })?.field).toBe('tenantId');
    expect(userEditProblem(support, null, { roleId: RoleId.manager, tenantId: null })?.field).toBe('tenantId');
    expect(userDeleteProblem(support, target(RoleId.manager, OTHER))).not.toBeNull();
  });

  it('support admin creates, edits and deletes users at or below its rank in its building', () => {
    expect(userEditProblem(support, null, { roleId: RoleId.supportAdmin, tenantId: HOME })).toBeNull();
    expect(userEditProblem(support, target(RoleId.manager), { roleId: RoleId.owner, email: 'm@example.com', status: 1 })).toBeNull();
    expect(userDeleteProblem(support, target(RoleId.scanner))).toBeNull();
  });

  it('a tenant user may be linked only to a customer of the own building', () => {
    expect(userEditProblem(support, null, { roleId: RoleId.tenant, tenantId: HOME, customerId: 9, customerTenantId: OTHER })?.field).toBe('customerId');
    expect(userEditProblem(support, null, { roleId: RoleId.tenant, tenantId: HOME, customerId: 9, customerTenantId: HOME })).toBeNull();
    expect(userEditProblem(admin, null, { roleId: RoleId.tenant, tenantId: HOME, customerId: 9, customerTenantId: OTHER })).toBeNull();
  });

  it('admin may do anything to others, including granting admin and moving buildings', () => {
    expect(userEditProblem(admin, target(RoleId.manager), { roleId: RoleId.admin, tenantId: OTHER, email: 'x@example.com', status: 1 })).toBeNull();
    expect(userDeleteProblem(admin, target(RoleId.admin, null))).toBeNull();
  });
});
