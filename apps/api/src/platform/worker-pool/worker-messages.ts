/** What the pool and its workers post to each other (structured clone: plain data, dates, bytes). */
export interface WorkerTask<In> {
  id: number;
  input: In;
}

export type WorkerReply<Out> =
  | { id: number; ok: true; output: Out }
  | { id: number; ok: false; message: string }
  /** Sent once the worker's code has loaded: a task's time limit runs from here, not from the thread's start. */
  | { ready: true };
