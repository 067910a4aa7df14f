#!/usr/bin/env node
// `node scripts/together.mjs lint typecheck`: runs npm scripts at the same time and fails if any
// fails. ESLint works on one core, so the type check runs on the other beside it and together they
// take little more than the longer one. Each script's output is printed whole once it ends, so the
// two never interleave.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          process.stdout.write(`\n> ${script} (${seconds} s${code === 0 ? '' : `, exit ${code}`})\n`);
          process.stdout.write(Buffer.concat(output));
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(results.find((code) => code !== 0) ?? 0);
