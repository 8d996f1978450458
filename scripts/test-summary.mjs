// Prints one closing line with the counts of every test that ran (jest + Playwright).
import { readFileSync } from 'node:fs';

const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const jest = read('test-results/jest.json');
const e2e = read('test-results/e2e.json');
const e2eStats = e2e.stats ?? {};
const passed = jest.numPassedTests + (e2eStats.expected ?? 0) + (e2eStats.flaky ?? 0);
const failed = jest.numFailedTests + (e2eStats.unexpected ?? 0);
const skipped = jest.numPendingTests + (e2eStats.skipped ?? 0);
console.log(`unit: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed`);
console.log(
  `e2e: ${(e2eStats.expected ?? 0) + (e2eStats.flaky ?? 0)} passed, ${e2eStats.unexpected ?? 0} failed (flaky: ${e2eStats.flaky ?? 0})`,
);
console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
