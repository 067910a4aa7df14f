import { vi } from 'vitest';

/**
 * Test helpers of the exports: a streamed answer whose chunks the test releases one by one,
 * and the browser's saving of a file (jsdom has no object URLs and no downloads).
 */

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/**
 * An answer whose body arrives as the test pushes chunks; `end()` finishes it, `fail()` breaks it
 * off. Aborting `signal` breaks it off as the browser does.
 */
export function streamedResponse(signal: AbortSignal, headers: Record<string, string> = {}) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  signal.addEventListener('abort', () => controller.error(abortError()));
  return {
    response: new Response(body, { status: 200, headers }),
    push: (bytes: number) => controller.enqueue(new Uint8Array(bytes).fill(65)),
    end: () => controller.close(),
    fail: () => controller.error(new TypeError('network error')),
  };
}

/** A JSON refusal as the server answers it. */
export const refusal = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Mocks `fetch`; every call's address and signal are kept. */
export function mockFetch(answer: (url: string, signal: AbortSignal) => Response | Promise<Response>) {
  const calls: { url: string; signal: AbortSignal }[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input);
    const signal = init!.signal!;
    calls.push({ url, signal });
    return new Promise<Response>((resolve, reject) => {
      // As the browser does: an abort rejects the call, or the body's reading.
      signal.addEventListener('abort', () => reject(abortError()));
      void Promise.resolve(answer(url, signal)).then(resolve, reject);
    });
  });
  return { calls, spy };
}

/** The files the page saved: their names and contents. */
export function captureSavedFiles() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const href = `blob:test/${(next += 1)}`;
      blobs.set(href, blob);
      return href;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}
