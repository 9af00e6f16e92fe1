// Start-up to ready on an existing data dir (target ≤ 1.5 s, issue 13): one run creates and
// migrates the embedded database, then RUNS runs reopen it (no migration pending). Also the
// server's resident memory once ready and after 2 s idle. Run after `npm run build`.
import { readFileSync, rmSync } from 'node:fs';
import { median, startProduct, tempDataDir } from './lib/product.ts';

const runs = Number(process.env.RUNS ?? 5);
const dataDir = tempDataDir();

/** Resident memory of a process in MiB (Linux /proc). */
function rssMiB(pid: number | undefined): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

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
    ready.push(rssMiB(p.process.pid));
    await new Promise((r) => setTimeout(r, 2000));
    idle.push(rssMiB(p.process.pid));
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
