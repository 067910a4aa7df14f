#!/usr/bin/env node
// Reads the output of one phase of `npm test` and prints its tests as `passed failed skipped`:
// Vitest's summary lines (` Tests  3 failed | 120 passed | 2 skipped (125)`) and Playwright's
// (`  57 passed (4.1m)`, `  1 failed`, `  2 skipped`, `  1 flaky`, `  3 did not run`), summed.
// Vitest counts no test of a file that failed to load, and no error thrown outside a test: each
// of its failed suites (`⎯⎯ Failed Suites 1 ⎯⎯`) and errors (`Errors  1 error`) is a failure too.
// A phase that runs no tests (lint, the type check) prints `0 0 0`.
import fs from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const text = stripVTControlCharacters(fs.readFileSync(process.argv[2], 'utf8'));
const counts = { passed: 0, failed: 0, skipped: 0 };
const add = (kind, n) => {
  if (kind === 'passed') counts.passed += n;
  else if (kind === 'failed' || kind === 'flaky') counts.failed += n;
  else counts.skipped += n;
};
for (const line of text.split('\n')) {
  const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
  if (vitest) {
    for (const [, n, kind] of vitest[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) add(kind, Number(n));
    continue;
  }
  const outside = /^⎯+ Failed Suites (\d+) ⎯+$|^\s*Errors\s+(\d+) errors?\b/.exec(line.trim());
  if (outside) {
    add('failed', Number(outside[1] ?? outside[2]));
    continue;
  }
  const playwright = /^\s{2}(\d+) (passed|failed|skipped|flaky|did not run)\b/.exec(line);
  if (playwright) add(playwright[2], Number(playwright[1]));
}
console.log(`${counts.passed} ${counts.failed} ${counts.skipped}`);
