// What the fence rules (feature-fences.js, module-fences.js) share: every place a file names another
// file (static import, export-from, import(), `typeof import()` in a type) and the text it names.

/**
 * The static text of an import's source: a string literal, or a template literal's text up to its
 * first `${…}` (then `partial` is true).
 * @param {any} node
 * @returns {{ text: string, partial: boolean } | null}
 */
export function sourceText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') {
    return { text: node.value, partial: false };
  }
  if (node.type === 'TemplateLiteral') {
    const first = node.quasis[0]?.value.cooked ?? '';
    return { text: first, partial: node.expressions.length > 0 };
  }
  return null;
}

/**
 * Visitors calling `check(node, sourceNode)` for every import of a file.
 * @param {(node: any, source: any) => void} check
 */
export function importVisitors(check) {
  return {
    /** @param {any} node */
    ImportDeclaration: (node) => check(node, node.source),
    /** @param {any} node */
    ExportNamedDeclaration: (node) => check(node, node.source),
    /** @param {any} node */
    ExportAllDeclaration: (node) => check(node, node.source),
    /** @param {any} node */
    ImportExpression: (node) => check(node, node.source),
    // `typeof import('../other/x.ts')` in a type (typescript-eslint's AST).
    /** @param {any} node */
    TSImportType(node) {
      // typescript-eslint 8 names the specifier `source`; older versions wrap it in `argument`.
      const argument = node.source ?? node.argument;
      const literal = argument && argument.type === 'TSLiteralType' ? argument.literal : argument;
      check(node, literal);
    },
  };
}
