// The drawer actor: the machine with its state persisted under `drawer` (spec §9).
import { createActor, type InspectionEvent } from 'xstate';
import { DRAWER_STORAGE_KEY, drawerMachine, type DrawerStored } from '../../machines/drawer';
import { readJson, writeJson, type KeyValueStorage } from './storage';

function readStoredDrawer(storage: KeyValueStorage | null): DrawerStored | null {
  const value = storage ? readJson(storage, DRAWER_STORAGE_KEY) : null;
  if (typeof value !== 'object' || value === null) return null;
  const { open, expandedGroup } = value as Partial<DrawerStored>;
  if (typeof open !== 'boolean') return null;
  return { open, expandedGroup: typeof expandedGroup === 'string' ? expandedGroup : null };
}

export function createDrawerActor(storage: KeyValueStorage | null, inspect?: (event: InspectionEvent) => void) {
  return createActor(
    drawerMachine.provide({
      actions: {
        persistDrawer: (_, params) => {
          if (storage) writeJson(storage, DRAWER_STORAGE_KEY, params);
        },
      },
    }),
    { input: { stored: readStoredDrawer(storage) }, inspect },
  );
}

export type DrawerActor = ReturnType<typeof createDrawerActor>;
