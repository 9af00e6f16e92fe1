// Local ESLint plugin: the fences between the web's features (docs/web-structure.md).
//
// `no-restricted-imports` matches the text of a specifier and cannot see `import()`, so it cannot
// tell `../listing/x.tsx` written in features/search/ (another feature) from the same text written
// in features/search/components/ (features/search/listing/, its own folder). This rule resolves
// every specifier against the importing file and looks at where it lands:
//   - a file in features/<a>/ may not import from features/<b>/ (b ≠ a);
//   - a file elsewhere under `root` may not import from features/ at all, unless it is in `allow`
//     (the router and entry points, which mount the features' pages).
// Static `import`, `export … from`, `import()` and `typeof import()` types are all checked.
import path from 'node:path';
import { importVisitors, sourceText } from './import-sources.js';

const FEATURES = 'features';

/**
 * Where a path lies under `root`: outside it, in a feature (`feature` is its folder's name, or ''
 * when the feature is unknown: features/ itself, or a file directly in it), or elsewhere (`area`
 * is its first segment). An imported `features/x` may be a folder (its index) and counts as in x.
 * @param {string} root
 * @param {string} file
 * @param {boolean} isImporter
 * @returns {{ inside: false } | { inside: true, rel: string, feature: string | null, area: string }}
 */
function locate(root, file, isImporter) {
  const rel = path.relative(root, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return { inside: false };
  const parts = rel.split(path.sep);
  const posixRel = parts.join('/');
  if (parts[0] === FEATURES) {
    const feature = parts.length > (isImporter ? 2 : 1) ? (parts[1] ?? '') : '';
    return { inside: true, rel: posixRel, feature, area: FEATURES };
  }
  return { inside: true, rel: posixRel, feature: null, area: parts[0] ?? '' };
}

/** @type {import('eslint').Rule.RuleModule} */
const featureFences = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Web features never import each other, and shared code never imports a feature (static, re-export or import()).',
    },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          allow: { type: 'array', items: { type: 'string' } },
        },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        "features/{{from}} imports '{{specifier}}' from features/{{to}}: features never import each other. Move what both need to components/, lib/ or stores/.",
      unknownFeature:
        "features/{{from}} imports '{{specifier}}', which may lie in another feature: features never import each other. Write a path that stays in features/{{from}}/.",
      sharedImportsFeature:
        "{{from}} imports '{{specifier}}' from features/{{to}}: shared code never depends on a feature. Move the code it needs out of the feature (components/, lib/ or stores/).",
    },
  },

  create(context) {
    const options = /** @type {{ root: string, allow?: string[] }} */ (context.options[0]);
    const root = path.resolve(options.root);
    const allow = options.allow ?? [];
    const importer = locate(root, path.resolve(context.filename), true);
    if (!importer.inside) return {};
    // Entry points and the router mount the features' pages.
    const allowed = allow.some((entry) =>
      entry.endsWith('/') ? importer.rel.startsWith(entry) : importer.rel === entry,
    );
    if (importer.feature === null && allowed) return {};
    const dir = path.dirname(path.resolve(context.filename));

    /**
     * @param {import('estree').Node} reportNode
     * @param {import('estree').Node | null | undefined} source
     */
    function check(reportNode, source) {
      const found = sourceText(source);
      if (!found) return;
      // A query or hash (`?raw`, `?url`) says how to load the file, not where it is. Of a partial
      // path only the folder before `${…}` is known (`./pages/${name}` stays in its folder).
      const specifier = found.partial
        ? found.text.slice(0, found.text.lastIndexOf('/') + 1)
        : found.text.replace(/[?#].*$/, '');
      let target;
      if (specifier === '.' || specifier === '..' || /^\.\.?\//.test(specifier)) {
        target = path.resolve(dir, specifier);
      } else if (specifier.startsWith('/')) {
        // Vite serves `/src/…` from the app's folder (root's parent); a file-system path also works.
        target =
          specifier === root || specifier.startsWith(root + path.sep)
            ? specifier
            : path.join(path.dirname(root), specifier);
      } else {
        return; // a package: no feature is one
      }
      const landed = locate(root, target, false);
      if (!landed.inside || landed.area !== FEATURES) return;
      const toFeature = landed.feature;

      if (importer.feature !== null) {
        if (importer.feature !== '' && toFeature === importer.feature) return;
        if (toFeature === '') {
          context.report({
            node: reportNode,
            messageId: 'unknownFeature',
            data: { from: importer.feature || '(root)', specifier: found.text },
          });
          return;
        }
        context.report({
          node: reportNode,
          messageId: 'crossFeature',
          data: {
            from: importer.feature || '(root)',
            to: String(toFeature),
            specifier: found.text,
          },
        });
        return;
      }
      context.report({
        node: reportNode,
        messageId: 'sharedImportsFeature',
        data: {
          from: importer.rel,
          to: toFeature || '(some feature)',
          specifier: found.text,
        },
      });
    }

    return importVisitors(check);
  },
};

/** The plugin, registered in eslint.config.js as `fences`. */
const plugin = {
  meta: { name: 'feature-fences' },
  rules: { 'feature-fences': featureFences },
};

export default plugin;
