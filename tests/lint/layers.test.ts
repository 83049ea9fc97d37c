import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkImport } from '../../scripts/lint/layers.js';

const root = path.resolve(import.meta.dirname, '../..');
const at = (rel: string) => path.join(root, rel);

describe('layer import rules', () => {
  it.each([
    ['machines/session/machine.ts', 'xstate', false],
    ['machines/session/machine.ts', '../../src/domain/auth', true],
    ['src/domain/entity.ts', 'zod', false],
    ['src/server/app.ts', '../domain/index', false],
    ['src/server/app.ts', 'fastify', false],
    ['src/api/client.ts', '../domain/auth', false],
    ['src/data/queries.ts', '../api/client', false],
    ['src/actors/session.ts', '../../machines/session/machine', false],
    ['src/features/auth/Login.tsx', '../../components/Toasts', false],
    ['src/features/auth/Login.tsx', './LoginForm', false],
    ['src/app/routes.tsx', '../features/auth/Login', false],
    ['src/main.tsx', './app/App', false],
    ['src/main.tsx', './styles/index.css', false],
    ['src/features/auth/Login.tsx', '../../components', false],
    ['src/app/router.tsx', '../features/entities', false],
  ])('allows %s → %s', (from, spec, typeOnly) => {
    expect(checkImport(at(from), spec, typeOnly)).toBeNull();
  });

  it.each([
    ['machines/session/machine.ts', 'react', false, /may not import the package react/],
    ['machines/session/machine.ts', '@xstate/react', false, /package @xstate\/react/],
    ['machines/session/machine.ts', '../../src/api/client', false, /machines may not import api/],
    ['machines/session/machine.ts', '../../src/domain/auth', false, /only types/],
    ['src/domain/entity.ts', 'react', false, /domain may not import the package react/],
    ['src/domain/entity.ts', '../api/client', false, /domain may not import api/],
    ['src/server/app.ts', '../api/client', false, /server may not import api/],
    ['src/server/app.ts', 'react', false, /server may not import the package react/],
    ['src/api/client.ts', 'react', false, /api may not import the package react/],
    ['src/features/auth/Login.tsx', '../reports/ReportPage', false, /feature auth may not import feature reports/],
    ['src/components/Grid.tsx', '../app/routes', false, /nothing imports src\/app/],
    ['src/data/queries.ts', '../actors/session', false, /data may not import actors/],
    ['src/data/queries.ts', '../actors', false, /data may not import actors/],
    ['src/features/auth/Login.tsx', '../reports', false, /feature auth may not import feature reports/],
  ])('refuses %s → %s', (from, spec, typeOnly, message) => {
    expect(checkImport(at(from), spec, typeOnly)).toMatch(message);
  });
});
