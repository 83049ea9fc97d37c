// The shape of one entity declaration (architecture §3). Each entity is declared once: its zod
// schema is both the form's and the server's validation; its field metadata drives the generic
// grid, form and view; its controller, area and route tie it to the API, permissions and router.
import type { z } from 'zod';
import type { Area, AreaName } from './permissions';

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'url'
  | 'int'
  | 'decimal'
  | 'money'
  | 'percent'
  | 'bool'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'lookup'
  | 'colour'
  | 'secret';

export type FilterKind = 'text' | 'number' | 'date' | 'set' | 'bool';

/**
 * A lookup list narrower or wider than the looked-up entity's plain list (spec §7): products with
 * the transaction products, waste types furniture is recycled or landfilled as.
 */
export type LookupList = 'transactionProducts' | 'allProducts' | 'furnitureRecycleTypes' | 'furnitureLandfillTypes';

/**
 * Looked-up rows that open on different screens by one of their columns (a portfolio's kind): that
 * column of the looked-up table, and per value the entity whose screens show such a row (other
 * values open on the lookup's own entity). The server returns the column with each row.
 */
export interface LookupVariants {
  column: string;
  /** Entity keys; src/domain/entities/index.ts checks them against EntityKey. */
  entities: Readonly<Record<string, string>>;
}

/** The row key carrying a lookup's variant column value (the label's sibling, `${field}Label`). */
export function lookupVariantField(field: string): string {
  return `${field}Variant`;
}

export interface FieldMeta {
  label: string;
  kind: FieldKind;
  /** For kind 'enum': the allowed values, in display order. */
  options?: readonly (string | number)[];
  /** For kind 'enum': each value's label, keyed by String(value); default: the value spelled out. */
  optionLabels?: Readonly<Record<string, string>>;
  /** For kind 'enum': the values this session may choose, when fewer than `options` (the server still checks). */
  optionsFor?(session: { roleId: number | null; tenantId: number | null }): readonly (string | number)[];
  /**
   * For kind 'lookup': the entity key it points to, and which of its fields names a row. Typed
   * `string` here because EntityKey is inferred from the declarations themselves; the registry
   * (src/domain/entities/index.ts) checks every target against EntityKey at compile time.
   */
  lookup?: { entity: string; labelField: string; list?: LookupList; variants?: LookupVariants };
  /** Shown as a grid column (default true for scalar kinds, false for textarea and secret). */
  grid?: boolean;
  /** Filter kind in the grid; false for none. Defaults from the field kind. */
  filter?: FilterKind | false;
  /** Set by the server (computed or derived); shown, never edited. */
  readOnly?: boolean;
  /** May be set on many selected rows at once (a list's bulk "Set …" action). */
  bulkEdit?: boolean;
  help?: string;
}

/**
 * A list of another entity's rows shown on this entity's view page: the rows whose `field` (a
 * column of that entity's table) holds this record's id. `entity` is checked against EntityKey in
 * src/domain/entities/index.ts.
 */
export interface RelatedList {
  entity: string;
  /** The listed rows' field naming the parent. */
  field: string;
  /** The parent's field it holds; default `id` (a building's rows hold its tenantId). */
  parentField?: string;
}

export type ScreenKind = 'list' | 'create' | 'edit' | 'view';

/**
 * Scope of the rows (data-model.md §0): 'building' rows carry tenantId and are filtered by the
 * session's building; 'global' rows are reference data; 'globalOrBuilding' rows may carry an
 * optional tenantId for a building-specific variant.
 */
export type EntityScope = 'building' | 'global' | 'globalOrBuilding';

/**
 * Link tables that tie a row to customers besides (or instead of) its own column: a consolidated
 * service's allocations, a tenancy audit's audited tenants. The server maps each to its table.
 */
export type OccupierLink = 'collectionServiceAllocations' | 'wasteAuditCustomers';

/**
 * Which customer (occupier) owns a row, for sessions bound to occupiers (Tenant, tenant portfolio
 * building user); the server applies it to every read and write (routes/generic/occupier-scope.ts).
 * - 'self': the customers entity — an occupier sees its own record only.
 * - 'creator': rows without a customer that an occupier raises itself: it sees those it created.
 * - column: the row's customer; `withoutCustomer` decides the building's rows (no customer):
 *   'shared' shows them to every occupier (read only), 'hidden' keeps them from occupiers;
 *   `link` adds the customers a link table names (a consolidated service's allocations).
 * - link: owned only by the customers the link table names.
 * - parent: owned as the row its `through` field points at in entity `parent`; a row pointing
 *   nowhere follows `withoutParent`.
 * - about: a polymorphic child (notes): owned as the record of entity `entities[type]` it is
 *   about; types not listed are the building's and hidden from occupiers.
 * An entity without the property has no customer-owned rows; one whose table has a customerId
 * column must declare it (tests/server/sweep/occupier-scope.test.ts).
 *
 * The decisions for rows with no customer (the building's own):
 *   customers                     own record only
 *   contacts                      building contacts shared (read only); other tenants' hidden
 *   collectionLimits              limits for every tenant shared; other tenants' hidden
 *   secondaryLocations            common areas shared; other tenancies hidden
 *   collectionPoints              as their area: common-area and unplaced points shared
 *   collections, binCollections, binCounts, serviceTallies, transactions, furnitureItems,
 *   auditServices, auditCollections, auditCounts, levelInfrastructureAudits, users,
 *   apiConfigurations             building rows (no tenant) hidden
 *   collectionServices            own, or consolidated with an allocation to the tenant; others hidden
 *   wasteAudits                   tenancy audits naming the tenant; building audits hidden
 *   notes                         as the record they are about; Building and Equipment notes hidden
 *   supportRequests               those the user raised
 *   imports                       those the user uploaded (listed by the transactions' Import lookup)
 * Reference data, buildings, levels, equipment, furniture catalogues, portfolios: no owner.
 */
export type OccupierOwnership =
  | 'self'
  | 'creator'
  | { column: string; withoutCustomer: 'shared' | 'hidden'; link?: OccupierLink }
  | { link: OccupierLink }
  | { parent: string; through: string; withoutParent: 'shared' | 'hidden' }
  | { about: { typeField: string; idField: string; entities: Readonly<Record<string, string>> } };

/**
 * The side-menu groups an entity's list screen may sit in (src/domain/menu.ts holds the groups and
 * their order); the one-link groups (Dashboard, Import Data, Report) take no entities.
 */
export type MenuGroupKey = 'buildings' | 'users' | 'collections' | 'supplierWaste' | 'count' | 'audits' | 'furniture' | 'reference';

/** Where an entity's list screen appears in the side menu; `label` defaults to `labelPlural`. */
export interface MenuPlacement {
  group: MenuGroupKey;
  label?: string;
}

/** Field metadata for every field of the schema. */
export type FieldsOf<Schema extends z.ZodObject> = { [K in keyof z.infer<Schema> & string]: FieldMeta };

/** Everything of a declaration but its fields and occupier, whose literal types defineEntity keeps. */
export interface EntityDeclarationBase<Schema extends z.ZodObject = z.ZodObject, Key extends string = string> {
  /** Stable key, camelCase plural: 'collections', 'wasteStreams'. Its union is EntityKey. */
  key: Key;
  label: string;
  labelPlural: string;
  /** API controller name: /api/{controller}/Get etc. */
  controller: string;
  /** Cache tag used to refresh lists after mutations (spec §7). */
  cacheTag: string;
  /**
   * Permission area guarding every screen and endpoint of the entity: one of `Area`, or a new
   * number `newArea(64)` together with `grantsLike`.
   */
  area: Area;
  /**
   * For a new area: every role gets on it what it holds on this existing area (role-matrix.ts),
   * so a new entity needs no edit of the role matrix.
   */
  grantsLike?: AreaName;
  /** Route base of its screens (spec §2.2), e.g. '/collections'; null for entities with no screens. */
  route: string | null;
  screens: readonly ScreenKind[];
  /**
   * The side-menu group of its list screen, for entities src/domain/menu.ts does not place itself;
   * absent: not in the menu (or placed there).
   */
  menu?: MenuPlacement;
  scope: EntityScope;
  /** Create/edit input: the user-editable fields only (no id, audit columns or tenantId). */
  schema: Schema;
  /** The field that names a row in lookups, titles and confirmations. */
  titleField: keyof z.infer<Schema> & string;
  defaultSort: { field: string; dir: 'asc' | 'desc' };
  /**
   * The fields the list's quick search looks in: text fields, or lookups (their label is searched,
   * so a collection is found by its service's name). The server refuses any other kind at start.
   */
  search: readonly (keyof z.infer<Schema> & string)[];
  /** Lists of other entities' rows belonging to a record, on its view page. */
  related?: readonly RelatedList[];
}

export interface EntityDeclaration<Schema extends z.ZodObject = z.ZodObject, Key extends string = string>
  extends EntityDeclarationBase<Schema, Key> {
  fields: FieldsOf<Schema>;
  /** Which customer owns a row (occupier scope); absent: no row belongs to a customer. */
  occupier?: OccupierOwnership;
}

/**
 * Keeps the literal types of a declaration (its key, its fields' lookup targets, its occupier's
 * entities) while checking it against the shape, so the registry can derive EntityKey and check
 * every reference to another entity against it.
 */
export function defineEntity<
  const Key extends string,
  Schema extends z.ZodObject,
  const Fields extends FieldsOf<Schema>,
  const Occupier extends OccupierOwnership | undefined = undefined,
  const Related extends readonly RelatedList[] | undefined = undefined,
>(
  declaration: EntityDeclarationBase<Schema, Key> & { fields: Fields; occupier?: Occupier; related?: Related },
): EntityDeclarationBase<Schema, Key> & { fields: Fields; occupier?: Occupier; related?: Related } {
  return declaration;
}
