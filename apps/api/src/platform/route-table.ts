import type { FastifyInstance, RouteOptions } from 'fastify';

const tables = new WeakMap<FastifyInstance, RouteOptions[]>();

/**
 * Records every route as it is registered, so tests can walk the app's real route table (the
 * authorization matrix and the fuzzer) instead of a hand-kept list. Call before any route exists.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  tables.set(app, routes);
  // The options object itself: a plugin's own onRoute hook may still complete it after this one.
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
}

/** The routes of an app built by buildApp, once each (Fastify's automatic HEAD twins left out). */
export function routesOf(app: FastifyInstance): RouteOptions[] {
  const routes = tables.get(app);
  if (!routes) throw new Error('routesOf: this app was not built with recordRoutes');
  const seen = new Map<string, RouteOptions>();
  for (const route of routes) {
    const methods = [route.method].flat();
    if (methods.every((method) => method === 'HEAD')) continue;
    seen.set(`${methods.join(',')} ${route.url}`, route);
  }
  return [...seen.values()];
}
