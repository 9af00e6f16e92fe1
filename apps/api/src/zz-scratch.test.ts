import { it } from 'vitest';
import type { z } from 'zod';
import { useTestApp } from './test/build-test-app.ts';
import { routesOf } from './platform/route-table.ts';
import { sampleOf } from './test/zod-arbitrary.ts';
const t = useTestApp('pglite');
it('lists', () => {
  for (const r of routesOf(t.app)) {
    const s = (r.schema ?? {}) as Record<string, z.ZodType | undefined>;
    const out: Record<string, unknown> = {};
    for (const part of ['params', 'querystring', 'body'] as const) {
      const sch = s[part];
      if (!sch || typeof (sch as { safeParse?: unknown }).safeParse !== 'function') continue;
      try { out[part] = sampleOf(sch, { seed: 1 }); } catch (e) { out[part] = 'ERR ' + (e as Error).message; }
    }
    console.log(String(r.method), r.url, JSON.stringify(r.config?.access ?? null), JSON.stringify(out).slice(0, 300));
  }
});
