import { afterEach } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';
/** A logger for buildApp that keeps every line in memory, for tests that read the log. */
export function captureLog(level = 'info') {
  const lines: string[] = [];
  const stream = { write: (line: string) => void lines.push(...line.split('\n').filter(Boolean)) };
  return {
    logger: { level, stream },
    lines,
    /** Every line, parsed. */
    entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
    /** The security events of one type. */
    securityEvents: (type?: string) =>
      lines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((e) => e.event === 'security' && (type === undefined || e.type === type)),
  };
}

/** Each test's app built with a captured log (closed after the test): `const { app, log } = await appWithLog()`. */
export function useAppWithLog() {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  return async () => {
    const log = captureLog();
    app = await buildTestApp({}, { logger: log.logger });
    return { app, log };
  };
}
