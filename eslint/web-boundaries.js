import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

// The web app's dependency rules (docs/decisions/0001-layout-and-dependency-rules.md). Feature isolation and
// the shared-code rule are checked on resolved paths, so an alias, a relative `../other/` and a deep
// `../../features/x` import are the same import.
const WEB = 'apps/web/src';
// import-x's TypeScript preset (parsers, extensions) without its legacy resolver: ours is set below.
const { 'import-x/resolver': _legacyResolver, ...typescriptSettings } = importX.flatConfigs.typescript.settings;

const listWebFeatures = (root) => {
  try {
    return readdirSync(new URL(`${WEB}/features/`, root), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

const webPatterns = [
  {
    group: ['@scopewright/db', '@scopewright/db/*', 'pg', 'drizzle-orm', 'drizzle-orm/*'],
    message: 'The web app never imports the database.',
  },
  {
    group: ['@scopewright/api', '@scopewright/api/*'],
    allowTypeImports: true,
    message: 'The web app imports the API only as types.',
  },
];

const dragAndDrop = {
  group: ['@dnd-kit/*'],
  message: 'Features sort and drag through components/sortable (docs/decisions/0033-sortable-primitive.md).',
};

// Screens and shared components call the API through the data layer only (docs/decisions/0035-web-data-layer.md).
const apiCalls = {
  group: ['@/lib/api-client', '**/lib/api-client'],
  importNames: ['api', 'apiRequest', 'apiDownload'],
  message: 'Call the API through a hook or function in src/data/ (docs/decisions/0035-web-data-layer.md).',
};

const featureZones = (features) =>
  features.map((feature) => ({
    target: `./${WEB}/features/${feature}`,
    from: `./${WEB}/features`,
    except: [`./${feature}`],
    message: 'Web features do not import each other; share through components/ or lib/.',
  }));

const sharedZones = ['components', 'lib'].map((shared) => ({
  target: `./${WEB}/${shared}`,
  from: `./${WEB}/features`,
  message: `${shared}/ is shared by features and never imports one; pass what it needs in as props.`,
}));

// The data layer (docs/decisions/0035-web-data-layer.md) sits under features and components.
const dataZone = {
  target: `./${WEB}/data`,
  from: [`./${WEB}/features`, `./${WEB}/components`],
  message: 'data/ is the API client under every screen and never imports a feature or a component.',
};

/** @param {URL} root the repository root (the folder holding apps/) as a file URL ending in '/'. */
export const webBoundaries = (root = new URL('../', import.meta.url)) => {
  const basePath = fileURLToPath(root);
  return [
    {
      files: ['apps/web/**'],
      plugins: { 'import-x': importX },
      settings: {
        ...typescriptSettings,
        'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${basePath}apps/web/tsconfig.json` })],
      },
      rules: {
        'no-restricted-imports': ['error', { patterns: webPatterns }],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': [
          'error',
          { basePath, zones: [...featureZones(listWebFeatures(root)), ...sharedZones, dataZone] },
        ],
      },
    },
    {
      files: [`${WEB}/components/**`, `${WEB}/app/**`],
      rules: { 'no-restricted-imports': ['error', { patterns: [...webPatterns, apiCalls] }] },
    },
    {
      files: [`${WEB}/features/**`],
      rules: { 'no-restricted-imports': ['error', { patterns: [...webPatterns, dragAndDrop, apiCalls] }] },
    },
  ];
};

export default webBoundaries();
