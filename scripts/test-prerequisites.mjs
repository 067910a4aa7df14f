#!/usr/bin/env node
// The first step of `npm test`: the programs the tests need beside Node.js — Chromium for the
// journeys, PostgreSQL's server programs for `test:pg`. What is missing is installed from
// Debian's packages when this runs as root on Debian (a fresh CI machine); anywhere else the run
// stops at once with one sentence naming what to install, before any phase runs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { findPgBinDir } from './lib/pg-cluster.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const missing = () => [
  ...(fs.existsSync(chromium) ? [] : [{ what: `Chromium (${chromium})`, packages: ['chromium', 'fonts-dejavu-core'] }]),
  ...(findPgBinDir() || process.env.TEST_DATABASE_URL
    ? []
    : [{ what: 'PostgreSQL (initdb, pg_ctl, postgres)', packages: ['postgresql', 'postgresql-contrib'] }]),
];

const wanted = missing();
if (wanted.length) {
  const packages = wanted.flatMap((w) => w.packages);
  const onDebian = fs.existsSync('/etc/debian_version') && fs.existsSync('/usr/bin/apt-get');
  if (!onDebian || process.getuid?.() !== 0) {
    console.error(
      `Для тестів бракує ${wanted.map((w) => w.what).join(' і ')}: встановіть ${
        onDebian ? `\`sudo apt-get install ${packages.join(' ')}\`` : 'їх засобами своєї системи'
      } (або вкажіть CHROMIUM_PATH чи TEST_DATABASE_URL) і запустіть \`npm test\` знову.`,
    );
    process.exit(1);
  }
  console.log(`Встановлення з пакетів Debian: ${packages.join(' ')}`);
  const apt = (args) =>
    execFileSync('apt-get', args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
  const still = missing();
  if (still.length) {
    console.error(`Після встановлення все ще бракує ${still.map((w) => w.what).join(' і ')}.`);
    process.exit(1);
  }
}
