// The typed registry's run-time side: a new permission area follows the grants of the area its
// declaration names (so a plain entity needs no edit of the role matrix), area numbers cannot
// collide with the spec's, and every entity key is declared once. The compile-time side (lookup
// targets, tables, hooks, seed rows typed against EntityKey) is proven by
// tests/domain/add-entity.test.ts, which adds an entity in a copy and removes its table.
import { describe, expect, it } from 'vitest';
import { ENTITIES, entityByKey, isEntityKey } from '../../src/domain/entities';
import { Area, hasPermission, newArea, Qualifier, type AreaName } from '../../src/domain/permissions';
import { declaredAreasByLike, permissionsOf, ROLE_GRANTS } from '../../src/domain/role-matrix';
import { ROLE_KEYS } from '../../src/domain/roles';

const SKIPS = newArea(64);
const skipBins = { key: 'skipBins', area: SKIPS, grantsLike: 'Collections' as AreaName };

describe('an area of its own, granted like an existing one', () => {
  it('every role holds on the new area exactly what it holds on the area it is declared like', () => {
    const declared = declaredAreasByLike([...ENTITIES, skipBins]);
    for (const role of ROLE_KEYS) {
      const permissions = permissionsOf(ROLE_GRANTS[role], declared);
      for (const q of Object.values(Qualifier)) {
        expect.soft(hasPermission(permissions, SKIPS, q), `${role} ${q}`).toBe(hasPermission(permissions, Area.Collections, q));
      }
    }
    // Not vacuous: some roles may write collections and some may not.
    const writes = ROLE_KEYS.filter((r) => hasPermission(permissionsOf(ROLE_GRANTS[r], declared), SKIPS, Qualifier.Create));
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.length).toBeLessThan(ROLE_KEYS.length);
  });

  it('a new area without grantsLike, or with two different ones, is refused naming the entity', () => {
    expect(() => declaredAreasByLike([{ key: 'skipBins', area: SKIPS }])).toThrow(/Entity skipBins: area 64 is new/);
    expect(() => declaredAreasByLike([skipBins, { key: 'hookLifts', area: SKIPS, grantsLike: 'Transactions' }])).toThrow(/Entity hookLifts: area 64 is declared grantsLike Collections/);
  });

  it("newArea refuses the spec's numbers and non-numbers", () => {
    expect(() => newArea(Area.Collections)).toThrow(/already the spec's/);
    expect(() => newArea(0)).toThrow(/positive whole number/);
    expect(() => newArea(64.5)).toThrow(/positive whole number/);
  });
});

describe('the entity registry', () => {
  it('declares every key once', () => {
    const keys = ENTITIES.map((e) => e.key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('answers entityByKey and isEntityKey for declared keys only', () => {
    expect(entityByKey('collections').controller).toBe('Collections');
    expect(isEntityKey('collections')).toBe(true);
    expect(isEntityKey('noSuchEntity')).toBe(false);
    expect(() => entityByKey('noSuchEntity')).toThrow('Unknown entity: noSuchEntity');
  });
});
