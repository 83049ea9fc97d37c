// Users and their role (data-model.md §1.1).
import { z } from 'zod';
import { defineEntity } from '../entity';
import { Area } from '../permissions';
import { ROLE_LABELS_BY_ID } from '../labels/tables';
import { grantableRoleIds } from '../role-grants';
import { RoleId, ROLE_KEYS } from '../roles';
import { auPhone, emailAddress, enumField, ref, requiredPattern, requiredText, text } from './shared';

const ROLE_IDS = ROLE_KEYS.map((k) => RoleId[k]);
const roleIdSchema = z
  .number()
  .int()
  .refine((n) => (ROLE_IDS as number[]).includes(n), 'Choose a role');

export const userEntity = defineEntity({
  key: 'users',
  label: 'User',
  labelPlural: 'Users',
  controller: 'Users',
  cacheTag: 'User',
  area: Area.Users,
  route: '/users',
  screens: ['list', 'edit'],
  scope: 'global',
  schema: z.object({
    userName: requiredPattern(/^[A-Za-z0-9._@+-]{3,256}$/, 'Letters, digits and . _ @ + - (3–256)'),
    email: emailAddress,
    firstName: requiredText(100),
    lastName: requiredText(100),
    phone: auPhone.nullish(),
    tenantId: ref.nullish(),
    customerId: ref.nullish(),
    roleId: roleIdSchema,
    landingPage: text().max(200).regex(/^\//, 'Starts with /').nullish(),
    forceChangePassword: z.boolean().default(true),
  }),
  fields: {
    userName: { label: 'User name', kind: 'text' },
    email: { label: 'Email', kind: 'email' },
    firstName: { label: 'First name', kind: 'text' },
    lastName: { label: 'Last name', kind: 'text' },
    phone: { label: 'Phone', kind: 'phone' },
    tenantId: { label: 'Home building', kind: 'lookup', lookup: { entity: 'buildings', labelField: 'name' } },
    customerId: { label: 'Tenant', kind: 'lookup', lookup: { entity: 'customers', labelField: 'name' } },
    // Offered: the roles the session may grant (domain/role-grants.ts), by label.
    roleId: enumField('Role', ROLE_LABELS_BY_ID, { optionsFor: (session) => grantableRoleIds(session.roleId) }),
    landingPage: { label: 'Landing page', kind: 'text', grid: false },
    forceChangePassword: { label: 'Must change password', kind: 'bool' },
  },
  titleField: 'userName',
  search: ['userName', 'email', 'firstName', 'lastName', 'customerId'],
  defaultSort: { field: 'userName', dir: 'asc' },
  occupier: { column: 'customerId', withoutCustomer: 'hidden' },
});
