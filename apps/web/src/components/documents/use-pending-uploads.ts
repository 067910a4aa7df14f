import { useCallback, useEffect, useRef, useState } from 'react';
import axios from 'axios';
import { errorMessage } from '../../lib/api-client';
import { uploadDocument } from './document-api';
import { checkFile, refusedForGood } from './document-files';
import type { QueueRowItem } from './queue-row';

export interface PendingUpload extends QueueRowItem {
  key: number;
  size: number;
  /** Kept until the server has the file, so a failed upload can be sent again. */
  file?: File;
}

let pendingKey = 0;

/** A file the server has not got yet and that may still be sent: waiting for the save, or failed on the way. */
const sendable = (item: PendingUpload) =>
  item.file !== undefined && (item.status === 'pending' || item.status === 'failed');

/**
 * Files chosen in a form whose owner (a tender, an offer) does not exist yet: checked at once,
 * held until the form is saved, then `uploadAll(url)` sends them one after another to the
 * saved owner's upload address. A file that fails stays listed with the server's reason and is
 * sent again by `retry(key)` or the next `uploadAll`; nothing chosen is dropped silently.
 * Show it with <PendingDocuments uploads={…} /> (./pending-documents.tsx).
 */
export function usePendingUploads() {
  const [items, setItems] = useState<PendingUpload[]>([]);
  // The list as of now, for uploads that run across renders.
  const current = useRef<PendingUpload[]>([]);
  const lastUrl = useRef<string | null>(null);
  const controllers = useRef(new Map<number, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  const update = useCallback((change: (list: PendingUpload[]) => PendingUpload[]) => {
    current.current = change(current.current);
    setItems(current.current);
  }, []);
  const patch = useCallback(
    (key: number, change: Partial<PendingUpload>) =>
      update((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i))),
    [update],
  );

  /** Lists the files; those the server would refuse (type, size) are shown with the reason and never sent. */
  const add = useCallback(
    (files: File[]) =>
      update((list) => [
        ...list,
        ...files.map((file): PendingUpload => {
          const problem = checkFile(file);
          pendingKey += 1;
          return problem
            ? { key: pendingKey, name: file.name, size: file.size, status: 'failed', progress: 0, error: problem }
            : { key: pendingKey, name: file.name, size: file.size, status: 'pending', progress: 0, file };
        }),
      ]),
    [update],
  );

  /** Takes a file off the list (stopping its upload if it is on its way). */
  const remove = useCallback(
    (key: number) => {
      controllers.current.get(key)?.abort();
      update((list) => list.filter((i) => i.key !== key));
    },
    [update],
  );

  /** Sends one file; true when the server stored it. */
  const send = useCallback(
    async (item: PendingUpload, url: string): Promise<boolean> => {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      patch(item.key, { status: 'uploading', progress: 0, error: undefined });
      try {
        await uploadDocument({
          url,
          file: item.file!,
          signal: controller.signal,
          onProgress: (progress) => patch(item.key, { progress }),
        });
        patch(item.key, { status: 'done', progress: 1, file: undefined });
        return true;
      } catch (error) {
        // Taken off the list (or the form left) while on its way: nothing to report.
        if (!axios.isCancel(error) && !controller.signal.aborted) {
          // A file refused for what it is is let go: only its reason stays, with no retry.
          patch(item.key, {
            status: 'failed',
            error: errorMessage(error),
            ...(refusedForGood(error) ? { file: undefined } : {}),
          });
        }
        return false;
      } finally {
        controllers.current.delete(item.key);
      }
    },
    [patch],
  );

  /**
   * Sends every file not yet stored (waiting, or failed before) to `url`, one after another,
   * also those added while it runs. True when none is left unsent.
   */
  const uploadAll = useCallback(
    async (url: string): Promise<boolean> => {
      lastUrl.current = url;
      // Failed ones go again, in their turn.
      update((list) => list.map((i) => (sendable(i) ? { ...i, status: 'pending' as const, error: undefined } : i)));
      for (;;) {
        const next = current.current.find((i) => i.status === 'pending' && i.file);
        if (!next) break;
        if (!(await send(next, url)) && current.current.some((i) => i.key === next.key && i.status !== 'failed')) {
          // Stopped on the way (the form left): leave the rest waiting.
          break;
        }
      }
      return !current.current.some(sendable);
    },
    [send, update],
  );

  /** Sends a failed file again, to where the last `uploadAll` sent the others. */
  const retry = useCallback(
    async (key: number): Promise<boolean> => {
      const item = current.current.find((i) => i.key === key);
      if (!item || !sendable(item) || lastUrl.current === null) return false;
      return send(item, lastUrl.current);
    },
    [send],
  );

  return {
    items,
    add,
    remove,
    uploadAll,
    retry,
    /** Some file is still to be sent (waiting for the save or failed on the way). */
    hasUnsent: items.some(sendable),
    /** A file is on its way now. */
    uploading: items.some((i) => i.status === 'uploading'),
  };
}

export type PendingUploads = ReturnType<typeof usePendingUploads>;
