// A declaration's fields → AG Grid column definitions: a lookup column shows `${field}Label`, each
// column gets the filter of its kind (text / number / date / set / bool), sorting everywhere.
import type { ColDef, IFilterOptionDef } from 'ag-grid-community';
import type { EntityDeclaration, FieldMeta, FilterKind } from '../../../domain/entity';
import { DEFAULT_TIME_ZONE, type ZoneOf } from '../../../domain/building-time';
import { displayField, filterKindOf, formatValue, isGridColumn, optionLabel } from '../fields/field-kinds';
import { valueOptionKey } from './ag-query';

const TEXT_OPTIONS = ['contains', 'notContains', 'equals', 'notEqual', 'startsWith', 'endsWith', 'blank', 'notBlank'];
const SCALAR_OPTIONS = [
  'equals',
  'notEqual',
  'lessThan',
  'lessThanOrEqual',
  'greaterThan',
  'greaterThanOrEqual',
  'inRange',
  'blank',
  'notBlank',
];
const FILTER_BUTTONS = ['reset', 'apply'] as const;

/** "is X" options for a closed set of values; the value rides in the option key (ag-query.ts). */
function valueOptions(values: readonly (string | number | boolean)[], label: (v: string | number | boolean) => string): IFilterOptionDef[] {
  return values.map((value) => ({
    displayKey: valueOptionKey(value),
    displayName: label(value),
    numberOfInputs: 0,
    predicate: () => true,
  }));
}

function filterOf(kind: FilterKind, meta: FieldMeta): Pick<ColDef, 'filter' | 'filterParams'> {
  const common = { buttons: [...FILTER_BUTTONS], closeOnApply: true, maxNumConditions: 2 };
  switch (kind) {
    case 'text':
      return { filter: 'agTextColumnFilter', filterParams: { ...common, filterOptions: TEXT_OPTIONS } };
    case 'number':
      return { filter: 'agNumberColumnFilter', filterParams: { ...common, filterOptions: SCALAR_OPTIONS } };
    case 'date':
      return { filter: 'agDateColumnFilter', filterParams: { ...common, filterOptions: SCALAR_OPTIONS } };
    case 'set':
      return {
        filter: 'agTextColumnFilter',
        filterParams: {
          ...common,
          // Two conditions joined by OR pick two values; more is rare enough for a second filter.
          filterOptions: [...valueOptions(meta.options ?? [], (v) => optionLabel(meta, v as string | number)), 'blank', 'notBlank'],
        },
      };
    case 'bool':
      return {
        filter: 'agTextColumnFilter',
        filterParams: { ...common, maxNumConditions: 1, filterOptions: valueOptions([true, false], (v) => (v ? 'Yes' : 'No')) },
      };
  }
}

/** The server's label of a row's building (routes/generic/source.ts, buildingLabel). */
export const BUILDING_COLUMN_ID = 'tenantIdLabel';

/**
 * The Building column of a list that shows several buildings' rows (an administrator's or a
 * portfolio's session): "Ground floor" of one building and of another read alike without it.
 */
function buildingColumn(): ColDef {
  return {
    colId: BUILDING_COLUMN_ID,
    field: BUILDING_COLUMN_ID,
    headerName: 'Building',
    headerTooltip: 'Building',
    sortable: true,
    ...filterOf('text', { label: 'Building', kind: 'text' }),
  };
}

export interface ColumnOptions {
  /** The session sees every building's rows (no single building): add the Building column. */
  allBuildings?: boolean;
}

/** `zoneOf`: the zone a row's times are shown in (its building's; src/data/building-zones.ts). */
export function entityColumns(declaration: EntityDeclaration, zoneOf: ZoneOf = () => DEFAULT_TIME_ZONE, options: ColumnOptions = {}): ColDef[] {
  const declared = entityFieldColumns(declaration, zoneOf);
  const showsBuilding = options.allBuildings && declaration.scope !== 'global' && declaration.key !== 'buildings' && !('tenantId' in declaration.fields);
  return showsBuilding ? [buildingColumn(), ...declared] : declared;
}

function entityFieldColumns(declaration: EntityDeclaration, zoneOf: ZoneOf): ColDef[] {
  return Object.entries(declaration.fields as Record<string, FieldMeta>)
    .filter(([, meta]) => isGridColumn(meta))
    .map(([name, meta]) => {
      const field = displayField(name, meta);
      const kind = filterKindOf(meta);
      return {
        colId: field,
        field,
        headerName: meta.label,
        // Two headers may start alike ("Calibration date", "Calibration due"): the whole label on hover.
        headerTooltip: meta.label,
        sortable: true,
        valueFormatter: ({ value, data }: { value: unknown; data?: Readonly<Record<string, unknown>> }) => formatValue(meta, value, zoneOf(data)),
        ...(kind ? filterOf(kind, meta) : { filter: false }),
        ...(meta.kind === 'int' || meta.kind === 'decimal' || meta.kind === 'money' || meta.kind === 'percent'
          ? { type: 'rightAligned' }
          : {}),
      } satisfies ColDef;
    });
}
