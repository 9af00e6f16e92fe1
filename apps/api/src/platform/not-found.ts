import { API_PREFIX } from '@dawa/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Answers a browser navigation that matched no route or file (the web app's pages). */
export type PageFallback = (
  request: FastifyRequest,
  reply: FastifyReply,
) => FastifyReply | Promise<FastifyReply>;

// OPTIONS is left out: with CORS open, the preflight route matches every path.
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * One handler for everything unmatched: a page navigation outside /api gets the web app (which
 * renders its own 404 page), anything else a JSON 404, or a 405 when the path exists for another method.
 */
export function registerNotFound(app: FastifyInstance, pageFallback: PageFallback): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!isApiPath(path) && isPageRequest(request, path)) return pageFallback(request, reply);
    const allowed = METHODS.filter(
      (method) => method !== request.method && hasConcreteRoute(app, method, path),
    );
    if (allowed.length > 0) {
      throw new AppError('METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${path}.`, {
        headers: { allow: allowed.join(', ') },
      });
    }
    throw new AppError('NOT_FOUND', `Nothing here: ${request.method} ${path}.`);
  });
}

function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/**
 * A request for a page: a browser's navigation, or any GET of a path that names no file, whatever
 * it accepts. Link-preview bots (Telegram's accepts any type, some send no Accept at all) read only
 * the served document, so a page path answers its document to everyone (issue 31). A path that
 * names a file (/assets/x.js, /favicon.ico) and is missing stays a JSON 404 for all but a browser.
 */
function isPageRequest(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if ((request.headers.accept ?? '').includes('text/html')) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/** Catch-all routes (static files, the docs' assets) match any path, so they do not count. */
function hasConcreteRoute(app: FastifyInstance, method: string, path: string): boolean {
  const route = app.findRoute({ method, url: path });
  return route !== null && !('*' in route.params);
}
