// Start-up to ready on an existing data dir (target < 3 s): one run creates and migrates the
// embedded database, then N runs reopen it. Run after `npm run build`.
import { rmSync } from 'node:fs';
import { median, startProduct, tempDataDir } from './lib/product.ts';

const runs = Number(process.env.RUNS ?? 5);
const dataDir = tempDataDir();
try {
  const first = await startProduct({ dataDir });
  await first.stop();
  console.log(`fresh data dir (create + migrate): ${first.readyAfterMs.toFixed(0)} ms`);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const p = await startProduct({ dataDir });
    times.push(p.readyAfterMs);
    await p.stop();
  }
  console.log(
    `existing data dir, ${runs} runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms; median ${median(times).toFixed(0)} ms (target < 3000)`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
