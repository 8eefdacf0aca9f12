export interface SseEvent {
  event: string;
  data: string;
  /** performance.now() when it arrived. */
  at: number;
}

/** Reads a server-sent event stream as a browser's EventSource would, event by event, until closed. */
export function readSse(response: Response, abort: AbortController) {
  const events: SseEvent[] = [];
  let ended = false;
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const pump = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const field = (name: string) => new RegExp(`^${name}: ?(.*)$`, 'm').exec(block)?.[1];
          const event = field('event');
          if (event) events.push({ event, data: field('data') ?? '', at: performance.now() });
        }
      }
    } catch {
      // the caller aborted the stream
    }
    ended = true;
  })();
  return {
    events,
    /** The server ended the stream (or the caller closed it). */
    isEnded: () => ended,
    async waitFor(predicate: (event: SseEvent) => boolean, timeoutMs = 3_000): Promise<SseEvent | null> {
      const deadline = performance.now() + timeoutMs;
      while (performance.now() < deadline) {
        const found = events.find(predicate);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return null;
    },
    async close() {
      abort.abort();
      await pump;
    },
  };
}
