import { ErrorKey, renamedFileName } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client.ts';
import { type UploadTarget, uploadFile } from '@/lib/upload.ts';

/** A message key with its values, translated when shown so it follows a change of language. */
export interface UploadProblem {
  key: string;
  params?: Record<string, string | number>;
}

export type QueuedStatus = 'uploading' | 'retrying' | 'registering' | 'failed' | 'refused';

/** A file on its way: being uploaded, tried again, registered, or stopped with a problem. */
export interface QueuedFile {
  id: string;
  file: File;
  status: QueuedStatus;
  /** 0 to 100 of the current attempt. */
  percent: number;
  attempt: number;
  problem?: UploadProblem;
}

interface UploadQueueOptions {
  target: UploadTarget;
  /** What the portal can refuse before uploading (name, type, count); `pending` files are on their way. */
  check: (file: File, pending: number) => UploadProblem | null;
  /** Tells the hub about the uploaded file; the file leaves the queue once this resolves. */
  register: (file: File, key: string) => Promise<void>;
}

const ACTIVE: QueuedStatus[] = ['uploading', 'retrying', 'registering'];
let lastId = 0;

const STORAGE_PROBLEMS: string[] = [ErrorKey.storageFull, ErrorKey.storageUnavailable];

function problemOf(error: unknown): Pick<QueuedFile, 'status' | 'problem'> {
  // The hub refused the file (name, type, count...): trying again would not help.
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    return { status: 'refused', problem: { key: error.code, params: error.params } };
  }
  // The storage is full or failing: the file may be tried again later, and the user is told why.
  if (isApiError(error) && STORAGE_PROBLEMS.includes(error.code)) {
    return { status: 'failed', problem: { key: error.code } };
  }
  return { status: 'failed', problem: { key: ErrorKey.uploadFailed } };
}

/**
 * Uploads files one by one as they are added, each with its own progress, automatic retries and, when those
 * run out, a retry of that file alone. Reusable by any screen that takes files for a task or order line.
 */
export function useUploadQueue({ target, check, register }: UploadQueueOptions) {
  const items = useRef<QueuedFile[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const [, rerender] = useState(0);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const set = (next: QueuedFile[]) => {
    items.current = next;
    rerender((version) => version + 1);
  };
  const update = (id: string, patch: Partial<QueuedFile>) =>
    set(items.current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  const drop = (id: string) => set(items.current.filter((item) => item.id !== id));

  async function run(id: string, file: File) {
    const controller = new AbortController();
    controllers.current.set(id, controller);
    try {
      const { key } = await uploadFile({
        target,
        file,
        signal: controller.signal,
        onProgress: (fraction) => update(id, { status: 'uploading', percent: Math.round(fraction * 100) }),
        onRetry: (attempt) => update(id, { status: 'retrying', attempt, percent: 0 }),
      });
      update(id, { status: 'registering', percent: 100 });
      await register(file, key);
      drop(id);
    } catch (error) {
      if (!controller.signal.aborted) update(id, problemOf(error));
    } finally {
      controllers.current.delete(id);
    }
  }

  /** Checks and uploads one file; resolves when it is registered or has stopped with a problem. */
  function add(file: File): Promise<void> {
    lastId += 1;
    const id = `upload-${lastId}`;
    const pending = items.current.filter((item) => ACTIVE.includes(item.status)).length;
    const problem = check(file, pending);
    if (problem) {
      set([...items.current, { id, file, status: 'refused', percent: 0, attempt: 1, problem }]);
      return Promise.resolve();
    }
    set([...items.current, { id, file, status: 'uploading', percent: 0, attempt: 1 }]);
    return run(id, file);
  }

  function retry(id: string) {
    const item = items.current.find((candidate) => candidate.id === id);
    if (!item) return;
    update(id, { status: 'uploading', percent: 0, attempt: 1, problem: undefined });
    void run(id, item.file);
  }

  /** Uploads a file refused for its name again, under a name the file-name rule takes. */
  function rename(id: string) {
    const item = items.current.find((candidate) => candidate.id === id);
    if (!item) return;
    drop(id);
    const renamed = new File([item.file], renamedFileName(item.file.name), {
      type: item.file.type,
      lastModified: item.file.lastModified,
    });
    void add(renamed);
  }

  /** Stops a file on its way, or clears a refused one from the list. */
  function dismiss(id: string) {
    controllers.current.get(id)?.abort();
    drop(id);
  }

  return {
    items: items.current,
    busy: items.current.some((item) => ACTIVE.includes(item.status)),
    add,
    retry,
    rename,
    dismiss,
  };
}
