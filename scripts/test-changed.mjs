#!/usr/bin/env node
// `npm run test:changed [-- <git ref>]`: the quick loop while working. Runs the component, unit and
// server tests related to what changed since the ref (default HEAD: the uncommitted work, new
// files included) through Vitest's import graph, then the journeys of the features touched.
import { execFileSync, spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const base = process.argv[2] ?? 'HEAD';
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]),
];
if (!changed.length) {
  console.log(`Нічого не змінено відносно ${base}.`);
  process.exit(0);
}

/**
 * The journeys that go through a feature, by a word in the changed file's path (a web feature's
 * folder, a server domain's, a route's). A change to the journeys' own set-up or helpers, or to
 * the contracts both sides share, runs them all.
 */
const JOURNEYS = [
  [/\/(tenders|lot-sheet|lots)[/.-]/, ['tender-form', 'tender-story', 'lots-journey']],
  [
    /\/(offers|documents|proposals)[/.-]/,
    ['offer-story', 'offer-with-documents', 'award-noncompliant', 'lots-journey'],
  ],
  [/\/(mail|email-archive|admin-emails)[/.-]/, ['mail-journey', 'email-archive']],
  [/\/(settings|admin-settings|dictionaries|channels)[/.-]/, ['settings', 'mail-journey']],
  [/\/(admin|providers|admin-users)[/.-]/, ['admin-providers']],
  [/\/(auth|accounts|account|session)[/.-]/, ['sign-in', 'session-ended', 'registration', 'shell']],
  [/\/registration[/.-]/, ['registration']],
  [/\/(dashboard|statistics|admin-dashboard)[/.-]/, ['dashboard']],
  [/\/(orders|orders-archive|admin-orders)[/.-]/, ['orders-archive']],
  [/\/(feedback|admin-feedback)[/.-]/, ['feedback-journey']],
  [/\/(file-manager|library|admin-files)[/.-]/, ['file-library']],
  [/\/(help|faq)[/.-]/, ['help']],
  [/\/(errors|app|components)\//, ['error-toast', 'shell', 'phone-lists', 'every-screen']],
  [/\/provider[/.-]/, ['phone-lists', 'every-screen']],
];
const everything = changed.some((f) =>
  /^(e2e\/(fixtures|servers|global-setup|playwright\.config)|e2e\/specs\/(journey-helpers|screen-checks)|packages\/contracts\/)/.test(
    f,
  ),
);
const journeys = everything
  ? []
  : [
      ...new Set([
        ...changed.flatMap((f) => /^e2e\/specs\/(.+)\.spec\.ts$/.exec(f)?.[1] ?? []),
        ...changed
          .filter((f) => f.startsWith('apps/'))
          .flatMap((f) => JOURNEYS.flatMap(([pattern, specs]) => (pattern.test(`/${f}`) ? specs : []))),
      ]),
    ];

const run = (command, args) => {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};
run('npx', ['vitest', 'run', '--changed', base, '--passWithNoTests']);
if (everything) run('npm', ['run', 'test:e2e']);
else if (journeys.length) run('npm', ['run', 'test:e2e', '--', ...journeys.map((j) => `specs/${j}.spec.ts`)]);
else console.log('\nЖоден шлях користувача не зачеплено.');
