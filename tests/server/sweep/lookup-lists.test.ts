// Every form's lookups load for whoever may use the form: for each role and each entity it may
// create or edit, every lookup list answers 200 — the form's own PUT /api/{form}/Lookup/{field},
// or for the special lists of spec §7 the looked-up entity's GetAll sorted by its label field. Generated from the registry and the role matrix, so a new lookup,
// entity or role is covered without new test code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldMeta } from '../../../src/domain/entity';
import { entityByKey } from '../../../src/domain/entities';
import { hasPermission, Qualifier } from '../../../src/domain/permissions';
import { permissionsForRole } from '../../../src/domain/role-matrix';
import { api, startTestServer, type TestServer } from '../../helpers/server';
import { ALL_ROLES, controllerEntities, sessionFor, type RoleSession } from './sessions';

interface LookupCheck {
  role: (typeof ALL_ROLES)[number];
  form: string;
  field: string;
  target: string;
  labelField: string;
  special: boolean;
}

function lookupChecks(): LookupCheck[] {
  const checks: LookupCheck[] = [];
  for (const role of ALL_ROLES) {
    const permissions = permissionsForRole(role);
    for (const entity of controllerEntities()) {
      const writes = hasPermission(permissions, entity.area, Qualifier.Create) || hasPermission(permissions, entity.area, Qualifier.Edit);
      if (!writes) continue;
      for (const [field, meta] of Object.entries(entity.fields as Record<string, FieldMeta>)) {
        if (meta.kind !== 'lookup' || !meta.lookup) continue;
        checks.push({ role, form: entity.key, field, target: meta.lookup.entity, labelField: meta.lookup.labelField, special: Boolean(meta.lookup.list) });
      }
    }
  }
  return checks;
}

describe('lookup lists of every form', () => {
  let server: TestServer;
  const sessions = new Map<string, RoleSession>();
  const checks = lookupChecks();

  beforeAll(async () => {
    server = await startTestServer();
    for (const role of new Set(checks.map((c) => c.role))) sessions.set(role, await sessionFor(server.url, role));
  });
  afterAll(() => server?.close());

  it('answers 200 for every role × form × lookup', async () => {
    const failures: string[] = [];
    for (const check of checks) {
      const session = sessions.get(check.role)!;
      const target = entityByKey(check.target);
      const path = check.special ? `/api/${target.controller}/GetAll` : `/api/${entityByKey(check.form).controller}/Lookup/${check.field}`;
      const answer = await api(server.url, session.token, 'PUT', path, check.special ? { sort: [{ field: check.labelField, dir: 'asc' }] } : {});
      if (answer.status !== 200) {
        failures.push(`${check.role} ${check.form}.${check.field} → ${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
      }
    }
    console.log(`lookup lists: ${checks.length} role × form × lookup checks, ${failures.length} failed`);
    expect(failures).toEqual([]);
  });
});
