// The built-in report's filters: building (within the session's scope), period and stream.
import { FilterBar, PeriodFields } from '../../components/filters/FilterBar';
import type { ReportData, ReportFilters } from '../../domain/report-data';

interface Props {
  filters: ReportFilters;
  buildings: ReportData['buildings'];
  streams: ReportData['streams'];
  onChange(filters: ReportFilters): void;
}

const one = (ids: number[] | undefined) => (ids?.length === 1 ? String(ids[0]) : '');
const pick = (value: string) => (value ? [Number(value)] : undefined);

/** One id or "all" (an empty list): the filters narrow to a single building or stream. */
function OneOf({ label, all, value, options, onPick }: { label: string; all: string; value: number[] | undefined; options: { id: number; name: string }[]; onPick(ids: number[] | undefined): void }) {
  return (
    <label>
      {label}
      <select value={one(value)} onChange={(e) => onPick(pick(e.target.value))}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ReportFilterBar({ filters, buildings, streams, onChange }: Props) {
  return (
    <FilterBar>
      {buildings.length > 1 && (
        <OneOf
          label="Building"
          all="All buildings"
          value={filters.tenantIds}
          options={buildings.map((b) => ({ id: b.tenantId, name: b.name }))}
          onPick={(tenantIds) => onChange({ ...filters, tenantIds })}
        />
      )}
      <PeriodFields value={filters} onChange={onChange} />
      <OneOf label="Stream" all="All streams" value={filters.wasteStreamIds} options={streams} onPick={(wasteStreamIds) => onChange({ ...filters, wasteStreamIds })} />
    </FilterBar>
  );
}
