// Several rows of a looked-up entity chosen with checkboxes (tenants, waste streams).
import { Checklist, optionsStatus } from '../../components/checklist/Checklist';
import { useLookupOptions } from '../../data/lookups';

export interface LookupChecklistProps {
  legend: string;
  entity: string;
  labelField?: string;
  value: readonly number[];
  onChange(value: number[]): void;
}

export function LookupChecklist({ legend, entity, labelField = 'name', value, onChange }: LookupChecklistProps) {
  const options = useLookupOptions(entity, labelField);
  const offered = options.data ?? [];
  return (
    <Checklist
      legend={`${legend} (${value.length} chosen)`}
      options={offered}
      value={value}
      onChange={onChange}
      status={optionsStatus(options, offered.length, 'Nothing to choose from.')}
    />
  );
}
