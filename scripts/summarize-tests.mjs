// Prints one closing line "tests: N passed, N failed, N skipped" from the JSON
// reports Vitest and Playwright write under test-results/ when CI is set.
import { existsSync, readFileSync } from 'node:fs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const vitest = read('test-results/vitest.json');
if (vitest) {
  totals.passed += vitest.numPassedTests ?? 0;
  totals.failed += vitest.numFailedTests ?? 0;
  totals.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const e2e = read('test-results/e2e.json');
if (e2e?.stats) {
  totals.passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  totals.failed += e2e.stats.unexpected ?? 0;
  totals.skipped += e2e.stats.skipped ?? 0;
}
if (!vitest && !e2e) {
  console.log('tests: no test report found (the run stopped before the tests)');
} else {
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}
