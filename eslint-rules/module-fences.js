// Local ESLint plugin: the API's modules meet only through each other's public face
// (docs/modules.md).
//
// A module (apps/api/src/modules/<name>/) shows other modules what they may use in its
// `index.ts`, which re-exports it. This rule resolves every specifier of a file in modules/<a>/
// against that file and looks at where it lands: in modules/<b>/ (b ≠ a) it must be
// `modules/<b>/index.ts` or the folder itself (`../b`, `../b/`), never another of b's files (its
// repository, services, views). Files directly in modules/ (the composition root: index.ts,
// deps.ts) are not in a module and wire the modules together as they must.
// Static `import` (types too), `export … from`, `import()` and `typeof import()` types are checked.
// Tests and matrix cases may reach inside (eslint.config.js leaves them out).
import path from 'node:path';
import { importVisitors, sourceText } from './import-sources.js';

const FACE = 'index.ts';

/**
 * Where a path lies under `root`: outside it, directly in it (`module` is null), or in a module.
 * `rest` is the path inside the module ('' for the folder itself).
 * @param {string} root
 * @param {string} file
 * @returns {{ inside: false } | { inside: true, module: string | null, rest: string }}
 */
function locate(root, file) {
  const rel = path.relative(root, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return { inside: false };
  if (rel === '') return { inside: true, module: null, rest: '' };
  const parts = rel.split(path.sep);
  return { inside: true, module: parts[0] ?? '', rest: parts.slice(1).join('/') };
}

/** @type {import('eslint').Rule.RuleModule} */
const moduleFences = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'An API module imports another module only through its public face (modules/<name>/index.ts), never its repository or other files (static, re-export or import()).',
    },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      deepImport:
        "modules/{{from}} imports '{{specifier}}' from inside modules/{{to}}: modules meet only through a public face. Import it from '{{face}}' (add it there, saying who uses it and why).",
      unknownTarget:
        "modules/{{from}} imports '{{specifier}}', which may lie inside another module: modules meet only through a public face. Write a path to modules/<name>/index.ts or one that stays in modules/{{from}}/.",
    },
  },

  create(context) {
    const options = /** @type {{ root: string }} */ (context.options[0]);
    const root = path.resolve(options.root);
    const file = path.resolve(context.filename);
    const importer = locate(root, file);
    // Only files inside a module folder: the composition root (modules/*.ts) wires them.
    if (!importer.inside || importer.module === null || importer.rest === '') return {};
    const from = importer.module;
    const dir = path.dirname(file);

    /**
     * @param {import('estree').Node} reportNode
     * @param {import('estree').Node | null | undefined} source
     */
    function check(reportNode, source) {
      const found = sourceText(source);
      if (!found) return;
      const specifier = found.partial
        ? found.text.slice(0, found.text.lastIndexOf('/') + 1)
        : found.text.replace(/[?#].*$/, '');
      if (!(specifier === '.' || specifier === '..' || /^\.\.?\//.test(specifier))) {
        if (!specifier.startsWith('/')) return; // a package
      }
      const target = path.resolve(dir, specifier);
      const landed = locate(root, target);
      if (!landed.inside) return;
      if (found.partial) {
        // Only the folder before `${…}` is known: it must stay inside the importer's module.
        if (landed.module === from) return;
        context.report({
          node: reportNode,
          messageId: 'unknownTarget',
          data: { from, specifier: found.text },
        });
        return;
      }
      // modules/ itself or a file directly in it (deps.ts): not a module.
      if (landed.module === null || (landed.rest === '' && landed.module.endsWith('.ts'))) return;
      if (landed.module === from) return;
      if (landed.rest === '' || landed.rest === FACE) return;
      const toDir = path.join(root, landed.module);
      let face = path.relative(dir, path.join(toDir, FACE)).split(path.sep).join('/');
      if (!face.startsWith('.')) face = `./${face}`;
      context.report({
        node: reportNode,
        messageId: 'deepImport',
        data: { from, to: landed.module, specifier: found.text, face },
      });
    }

    return importVisitors(check);
  },
};

/** The plugin, registered in eslint.config.js as `modules`. */
const plugin = {
  meta: { name: 'module-fences' },
  rules: { 'module-fences': moduleFences },
};

export default plugin;
