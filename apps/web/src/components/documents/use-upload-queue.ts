import { useEffect, useRef, useState } from 'react';
import axios from 'axios';
import { errorMessage } from '../../lib/api-client';
import { uploadDocument } from './document-api';
import { checkFile, refusedForGood } from './document-files';

export type QueueItem = {
  key: number;
  name: string;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  /** Share sent, 0…1. */
  progress: number;
  error?: string;
  /** Id of the stored document, once the server answered with it. */
  documentId?: number;
  /** Kept until the server has the file, so a failed upload can be sent again. */
  file?: File;
  controller: AbortController;
};

let queueKey = 0;

/**
 * The files being sent to `uploadUrl`: checked here first, sent one after another with their
 * progress, cancellable; one the server refused keeps its reason and may be sent again; a
 * finished one stays listed until the reloaded `documents` (tender documents, library files)
 * show it.
 */
export function useUploadQueue(
  documents: readonly { id: number }[],
  uploadUrl: string | undefined,
  onChangedRef: { readonly current: () => void },
) {
  const [queue, setQueue] = useState<QueueItem[]>([]);
  // Uploads run strictly one after another, whatever moment files are added.
  const chain = useRef<Promise<void>>(Promise.resolve());
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const pending = controllers.current;
    return () => pending.forEach((c) => c.abort());
  }, []);

  // A finished upload stays on screen until the reloaded list shows it, so nothing flickers away.
  const listed = new Set(documents.map((d) => d.id));
  const isListed = (i: QueueItem) => i.status === 'done' && i.documentId !== undefined && listed.has(i.documentId);
  const visibleQueue = queue.filter((i) => !isListed(i));

  const patch = (key: number, change: Partial<QueueItem>) =>
    setQueue((q) => q.map((i) => (i.key === key ? { ...i, ...change } : i)));
  const drop = (key: number) => setQueue((q) => q.filter((i) => i.key !== key));

  const upload = async (item: QueueItem, url: string) => {
    if (item.controller.signal.aborted) return;
    patch(item.key, { status: 'uploading', progress: 0 });
    try {
      const stored = await uploadDocument({
        url,
        file: item.file!,
        signal: item.controller.signal,
        onProgress: (progress) => patch(item.key, { progress }),
      });
      if (stored) patch(item.key, { status: 'done', progress: 1, documentId: stored.id, file: undefined });
      else drop(item.key);
      onChangedRef.current();
    } catch (error) {
      if (axios.isCancel(error) || item.controller.signal.aborted) drop(item.key);
      // A file refused for what it is is let go: only its reason stays, with no retry.
      else
        patch(item.key, {
          status: 'failed',
          error: errorMessage(error),
          ...(refusedForGood(error) ? { file: undefined } : {}),
        });
    } finally {
      controllers.current.delete(item.controller);
    }
  };

  const addFiles = (files: File[]) => {
    if (!uploadUrl) return;
    const items: QueueItem[] = files.map((file) => {
      const problem = checkFile(file);
      queueKey += 1;
      return {
        key: queueKey,
        name: file.name,
        status: problem ? 'failed' : 'waiting',
        progress: 0,
        error: problem ?? undefined,
        file: problem ? undefined : file,
        controller: new AbortController(),
      };
    });
    setQueue((q) => [...q.filter((i) => !isListed(i)), ...items]);
    for (const item of items) if (item.status === 'waiting') enqueue(item, uploadUrl);
  };

  const enqueue = (item: QueueItem, url: string) => {
    controllers.current.add(item.controller);
    chain.current = chain.current.then(() => upload(item, url));
  };

  /** Sends a file the server refused once more (a file refused by the checks here has none kept). */
  const retry = (item: QueueItem) => {
    if (!uploadUrl || !item.file) return;
    const again: QueueItem = {
      ...item,
      status: 'waiting',
      progress: 0,
      error: undefined,
      controller: new AbortController(),
    };
    setQueue((q) => q.map((i) => (i.key === item.key ? again : i)));
    enqueue(again, uploadUrl);
  };

  const cancel = (item: QueueItem) => {
    item.controller.abort();
    drop(item.key);
  };

  const busy = queue.some((i) => i.status === 'waiting' || i.status === 'uploading');
  return { visibleQueue, addFiles, retry, cancel, drop, busy };
}
