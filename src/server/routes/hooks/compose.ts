// One entity's hooks are often built from parts (a child collection, a derived column, a secret):
// compose() chains them into the single EntityControllerHooks the generic controller takes.
import type { FastifyRequest } from 'fastify';
import type { EntityControllerHooks } from '../generic/hooks';

/** Chains hooks in order: value hooks feed each other, the others all run. */
export function compose(...parts: readonly EntityControllerHooks[]): EntityControllerHooks {
  const having = <K extends keyof EntityControllerHooks>(key: K) =>
    parts.filter((p) => p[key] !== undefined).map((p) => p[key] as NonNullable<EntityControllerHooks[K]>);
  const beforeCreate = having('beforeCreate');
  const beforeUpdate = having('beforeUpdate');
  const beforeDelete = having('beforeDelete');
  const afterWrite = having('afterWrite');
  const afterRead = having('afterRead');
  const extraFields = Object.assign({}, ...having('extraFields')) as EntityControllerHooks['extraFields'];
  const hooks: EntityControllerHooks = {};
  if (Object.keys(extraFields ?? {}).length > 0) hooks.extraFields = extraFields;
  if (beforeCreate.length > 0) {
    hooks.beforeCreate = async (values, ctx) => {
      let out = values;
      for (const hook of beforeCreate) out = await hook(out, ctx);
      return out;
    };
  }
  if (beforeUpdate.length > 0) {
    hooks.beforeUpdate = async (values, ctx) => {
      let out = values;
      for (const hook of beforeUpdate) out = await hook(out, ctx);
      return out;
    };
  }
  if (beforeDelete.length > 0) {
    hooks.beforeDelete = async (existing, ctx) => {
      for (const hook of beforeDelete) await hook(existing, ctx);
    };
  }
  if (afterWrite.length > 0) {
    hooks.afterWrite = async (write, ctx) => {
      for (const hook of afterWrite) await hook(write, ctx);
    };
  }
  const linked = having('linkedForHistory');
  if (linked.length > 0) {
    // One after another: they read through the write's one transaction client.
    hooks.linkedForHistory = async (db, id) => {
      const snapshot = {};
      for (const hook of linked) Object.assign(snapshot, await hook(db, id));
      return snapshot;
    };
  }
  if (afterRead.length > 0) {
    hooks.afterRead = async (row, ctx) => {
      let out = row;
      for (const hook of afterRead) out = await hook(out, ctx);
      return out;
    };
  }
  return hooks;
}

/** Grid pages and GetAll lists: rows there never carry child arrays (one query per row is too dear). */
export function isListRequest(request: FastifyRequest): boolean {
  return /\/(Get|GetAll)$/.test(request.routeOptions.url ?? '');
}

/** The raw value of one body field: child arrays sit beside the declared fields. */
export function bodyField(body: unknown, name: string): unknown {
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}

/** Whether the body names a field at all (absent on an edit: keep what is stored). */
export function bodyHas(body: unknown, name: string): boolean {
  return body !== null && typeof body === 'object' && Object.hasOwn(body, name);
}
