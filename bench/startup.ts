// Start-up to ready on an existing data dir (target ≤ 1.5 s, issue 13): one run creates and
// migrates the embedded database, then RUNS runs reopen it (no migration pending). Also the
// server's resident memory once ready and after 2 s idle. Run after `npm run build`.
import { rmSync } from 'node:fs';
import { residentKiB } from './lib/proc.ts';
import { median, startProduct, tempDataDir } from './lib/product.ts';

const runs = Number(process.env.RUNS ?? 5);
const dataDir = tempDataDir();

try {
  const first = await startProduct({ dataDir });
  await first.stop();
  console.log(`fresh data dir (create + migrate): ${first.readyAfterMs.toFixed(0)} ms`);
  const times: number[] = [];
  const ready: number[] = [];
  const idle: number[] = [];
  for (let i = 0; i < runs; i++) {
    const p = await startProduct({ dataDir });
    times.push(p.readyAfterMs);
    ready.push(residentKiB(p.process.pid) / 1024);
    await new Promise((r) => setTimeout(r, 2000));
    idle.push(residentKiB(p.process.pid) / 1024);
    await p.stop();
  }
  console.log(
    `existing data dir, ${runs} runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms; median ${median(times).toFixed(0)} ms (target ≤ 1500)`,
  );
  console.log(
    `resident memory (median): ${median(ready).toFixed(0)} MiB when ready, ${median(idle).toFixed(0)} MiB after 2 s idle`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
