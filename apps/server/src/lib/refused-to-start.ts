/**
 * A reason the server (or a command) cannot start that the operator fixes, told in Ukrainian:
 * a bad setting, a database another process holds, an unreachable bucket. server.ts prints only
 * its message; any other error at start is a fault and keeps its stack trace.
 */
export class RefusedToStart extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RefusedToStart';
  }
}
