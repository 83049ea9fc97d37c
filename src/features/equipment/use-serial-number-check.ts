// The serial number checked while the user types (spec §5): when typing pauses, GET
// GetBuildingName asks which building already holds it (any building, any case). The record being
// edited keeps its own serial, so that one is not asked about.
import { useCallback, useState } from 'react';
import type { FormValues } from '../../components/entity/fields/form-values';
import { useSerialNumberHolder } from '../../data/lookups';
import { SERIAL_NUMBER_PATTERN } from '../../domain/entities/devices';
import { useDebouncedValue } from './use-debounced-value';

export const SERIAL_CHECK_DELAY_MS = 400;

/** The server's wording of a duplicate (routes/equipment/serial.ts), so both read the same. */
export function serialTakenMessage(serialNumber: string, buildingName: string): string {
  return `Serial number ${serialNumber} is already used in ${buildingName}.`;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export interface SerialNumberCheck {
  /** Set when the typed serial is held elsewhere; blocks the submit. */
  message: string | undefined;
  onValuesChange(values: FormValues): void;
}

/** `own`: the serial of the record being edited (null on create). */
export function useSerialNumberCheck(own: string | null): SerialNumberCheck {
  const [typed, setTyped] = useState(own ?? '');
  const settled = useDebouncedValue(typed, SERIAL_CHECK_DELAY_MS);
  const isOwn = own !== null && settled.toLowerCase() === own.trim().toLowerCase();
  // A malformed serial gets the schema's message; asking the server about it adds nothing.
  const asked = settled !== '' && !isOwn && SERIAL_NUMBER_PATTERN.test(settled) ? settled : null;
  const check = useSerialNumberHolder(asked);
  const building = asked !== null && asked === typed ? check.data?.buildingName : null;
  const onValuesChange = useCallback((values: FormValues) => setTyped(textOf(values.serialNumber)), []);
  return { message: building ? serialTakenMessage(asked as string, building) : undefined, onValuesChange };
}
