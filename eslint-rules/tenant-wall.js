// Local ESLint plugin: code of a tenant route stays inside the tenant wall (docs/access.md).
//
// A route declared access.tenant or access.tenantPath runs its handler in one transaction the
// database confines to the pharmacy (apps/api/src/platform/tenancy/tenant-wall.ts); its service is
// handed that transaction as `wall.db` in a `TenantCall`. Reaching the unscoped connection from
// there (`deps.orm`, any `.orm`) or opening a scope of its own (`withTenantScope`) would step
// outside the wall, or deadlock the embedded database's single connection. This rule reports:
//   - inside the handler of a route whose options declare `access.tenant(…)`/`access.tenantPath(…)`:
//     any `.orm` member and any call of `withTenantScope`;
//   - inside a function with a parameter typed `TenantCall` (a tenant route's service): the same;
//   - anywhere under apps/api/src/modules: a call of `withTenantScope` (the guard opens the wall; a
//     non-tenant route acting in a pharmacy, if ever needed, says why on the line).
// A line that must do it anyway says why: `// eslint-disable-next-line dawa/tenant-wall -- why`.

const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'route']);
const TENANT_DECLARATIONS = new Set(['tenant', 'tenantPath']);

/** @param {any} node @param {string} name */
const propertyNamed = (node, name) =>
  node?.type === 'ObjectExpression'
    ? node.properties.find(
        (p) =>
          p.type === 'Property' &&
          !p.computed &&
          p.key.type === 'Identifier' &&
          p.key.name === name,
      )
    : undefined;

/** Whether route options (an object literal) declare `config: { access: access.tenant…(…) }`. */
function declaresTenantAccess(options) {
  const access = propertyNamed(propertyNamed(options, 'config')?.value, 'access')?.value;
  return (
    access?.type === 'CallExpression' &&
    access.callee.type === 'MemberExpression' &&
    access.callee.object.type === 'Identifier' &&
    access.callee.object.name === 'access' &&
    access.callee.property.type === 'Identifier' &&
    TENANT_DECLARATIONS.has(access.callee.property.name)
  );
}

const isFunction = (node) =>
  node?.type === 'ArrowFunctionExpression' ||
  node?.type === 'FunctionExpression' ||
  node?.type === 'FunctionDeclaration';

/** Whether a parameter is annotated `TenantCall` (plain or destructured). */
function typedTenantCall(param) {
  const target = param.type === 'AssignmentPattern' ? param.left : param;
  const annotation = target.typeAnnotation?.typeAnnotation;
  return (
    annotation?.type === 'TSTypeReference' &&
    annotation.typeName.type === 'Identifier' &&
    annotation.typeName.name === 'TenantCall'
  );
}

/** @type {import('eslint').Rule.RuleModule} */
const tenantWall = {
  meta: {
    type: 'problem',
    docs: { description: 'Code of a tenant route stays inside the tenant wall' },
    schema: [],
    messages: {
      orm: 'A tenant route works in its tenant wall: use wall.db (tenantCallOf(request)), not the unscoped connection. If this line must, say why: // eslint-disable-next-line dawa/tenant-wall -- why',
      scope:
        'The access guard opens the tenant wall for tenant routes (tenantCallOf(request)); do not open another scope here. If this line must, say why: // eslint-disable-next-line dawa/tenant-wall -- why',
    },
  },
  create(context) {
    const filename = context.filename.split('\\').join('/');
    const inModules = filename.includes('/apps/api/src/modules/');
    /** Functions whose bodies are a tenant route's (handlers, services taking a TenantCall). */
    const walled = new Set();
    const insideWalled = (node) => {
      for (let n = node.parent; n; n = n.parent) if (walled.has(n)) return true;
      return false;
    };
    const enter = (node) => {
      if (node.params.some(typedTenantCall)) walled.add(node);
    };
    return {
      ArrowFunctionExpression: enter,
      FunctionExpression: enter,
      FunctionDeclaration: enter,
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          callee.property.type === 'Identifier' &&
          ROUTE_METHODS.has(callee.property.name) &&
          declaresTenantAccess(node.arguments[1])
        ) {
          const handler = node.arguments[2];
          if (isFunction(handler)) walled.add(handler);
        }
        if (callee.type === 'Identifier' && callee.name === 'withTenantScope') {
          if (inModules || insideWalled(node)) context.report({ node, messageId: 'scope' });
        }
      },
      MemberExpression(node) {
        if (
          !node.computed &&
          node.property.type === 'Identifier' &&
          node.property.name === 'orm' &&
          insideWalled(node)
        ) {
          context.report({ node, messageId: 'orm' });
        }
      },
    };
  },
};

export default { rules: { 'tenant-wall': tenantWall } };
