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
