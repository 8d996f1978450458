// Prints one closing line with the counts of every test that ran (jest + Playwright).
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const jest = read('test-results/jest.json');
// The site's end-to-end run, the backup's and the production stack's, added up.
const e2eStats = ['test-results/e2e.json', 'test-results/e2e-backup.json', 'test-results/e2e-stack.json']
  .filter((file) => existsSync(file))
  .map((file) => read(file).stats ?? {})
  .reduce((sum, stats) => {
    for (const key of ['expected', 'unexpected', 'flaky', 'skipped'])
      sum[key] = (sum[key] ?? 0) + (stats[key] ?? 0);
    return sum;
  }, {});
const passed = jest.numPassedTests + (e2eStats.expected ?? 0) + (e2eStats.flaky ?? 0);
const failed = jest.numFailedTests + (e2eStats.unexpected ?? 0);
const skipped = jest.numPendingTests + (e2eStats.skipped ?? 0);
console.log(`unit: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed`);
console.log(
  `e2e: ${(e2eStats.expected ?? 0) + (e2eStats.flaky ?? 0)} passed, ${e2eStats.unexpected ?? 0} failed (flaky: ${e2eStats.flaky ?? 0})`,
);
console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
