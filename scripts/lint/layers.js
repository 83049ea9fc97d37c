// The import rules of the architecture (design/architecture.md §2), as one ESLint rule.
// A table of layers says which other layers and which packages each may import, so that a
// break of the layering fails `npm test` instead of being caught in review.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

const REACT_WORLD = [
  'react',
  'react-dom',
  '@xstate/react',
  '@tanstack/react-query',
  'react-router',
  'react-router-dom',
  'react-hook-form',
  '@hookform/resolvers',
  'ag-grid-react',
  'ag-grid-community',
  'powerbi-client-react',
  '@radix-ui',
  'recharts',
];

/**
 * layer → { layers: layers it may import, packages: 'any' | allow-list, denyPackages, typeOnly }
 * typeOnly lists layers whose imports must be `import type` (machines read domain types only).
 */
export const LAYER_RULES = {
  machines: { layers: ['machines', 'domain'], typeOnly: ['domain'], packages: ['xstate'] },
  // date-fns and @date-fns/tz: pure calendar and zone rules (no I/O), so that the SPA and the server
  // read a building's times through one file, src/domain/building-time.ts (issue #13 item 4).
  domain: { layers: ['domain'], packages: ['zod', 'date-fns', '@date-fns/tz'] },
  server: { layers: ['server', 'domain'], denyPackages: REACT_WORLD },
  api: { layers: ['api', 'domain'], denyPackages: REACT_WORLD },
  data: { layers: ['data', 'api', 'domain'], packages: ['@tanstack/react-query', 'react'] },
  actors: {
    layers: ['actors', 'machines', 'api', 'domain'],
    packages: ['xstate', '@xstate/react', 'react', '@statelyai/inspect'],
  },
  components: { layers: ['components', 'domain', 'data', 'actors'], packages: 'any' },
  feature: { layers: ['components', 'data', 'actors', 'domain'], packages: 'any' },
  app: { layers: ['app', 'actors', 'api', 'data', 'domain', 'components', 'feature'], packages: 'any' },
  main: { layers: ['app'], packages: 'any' },
};

/** The layer of a repo-relative path, and for features which feature it belongs to. */
export function layerOf(relPath) {
  // A trailing slash lets a folder import ('../components', its index) land in its layer.
  const p = `${relPath.split(path.sep).join('/')}/`.replace(/\/\/$/, '/');
  if (p.startsWith('machines/')) return { layer: 'machines' };
  if (p === 'src/main.tsx/') return { layer: 'main' };
  const m = /^src\/(app|actors|api|data|domain|components|server|features)\//.exec(p);
  if (!m) return null;
  if (m[1] === 'features') {
    const feature = p.split('/')[2];
    return { layer: 'feature', feature };
  }
  return { layer: m[1] };
}

function packageName(spec) {
  if (spec.startsWith('node:')) return spec;
  const parts = spec.split('/');
  return spec.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

function packageMatches(name, list) {
  return list.some((entry) => name === entry || name.startsWith(`${entry}/`));
}

/** Returns a message when `from` may not import `spec`, else null. */
export function checkImport(fromFile, spec, isTypeOnly) {
  const fromRel = path.relative(ROOT, fromFile);
  const from = layerOf(fromRel);
  if (!from) return null;
  const rules = LAYER_RULES[from.layer];
  // Style sheets carry no logic and no dependencies: any layer with a view may load one.
  if (spec.endsWith('.css')) return null;

  if (spec.startsWith('.') || spec.startsWith('/')) {
    const target = path.relative(ROOT, path.resolve(path.dirname(fromFile), spec));
    const to = layerOf(target);
    if (!to) return `${from.layer} may not import ${target} (outside the layered code)`;
    if (to.layer === 'app' && from.layer !== 'app' && from.layer !== 'main') {
      return 'nothing imports src/app: it is the composition root';
    }
    if (from.layer === 'feature' && to.layer === 'feature') {
      return to.feature === from.feature ? null : `feature ${from.feature} may not import feature ${to.feature}`;
    }
    if (to.layer === from.layer) return null;
    if (!rules.layers.includes(to.layer)) return `${from.layer} may not import ${to.layer} (${target})`;
    if (rules.typeOnly?.includes(to.layer) && !isTypeOnly) {
      return `${from.layer} may import only types from ${to.layer}: use \`import type\``;
    }
    return null;
  }

  const name = packageName(spec);
  if (rules.packages && rules.packages !== 'any' && !packageMatches(name, rules.packages)) {
    return `${from.layer} may not import the package ${name}`;
  }
  if (rules.denyPackages && packageMatches(name, rules.denyPackages)) {
    return `${from.layer} may not import the package ${name}`;
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the layer import rules of the architecture' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const report = (node, source, typeOnly) => {
      if (typeof source !== 'string') return;
      const message = checkImport(file, source, typeOnly);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration(node) {
        const allTypes =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
        report(node, node.source.value, allTypes);
      },
      ExportNamedDeclaration(node) {
        if (node.source) report(node, node.source.value, node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        report(node, node.source.value, node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') report(node, node.source.value, false);
      },
    };
  },
};

export default { rules: { imports: rule } };
