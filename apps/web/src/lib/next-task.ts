// A turn for the browser: resolves in a new task, after input, rendering and other tasks waiting.
// A message, not a timer: end-to-end tests that hold the page's clock still (page.clock) hold its timers
// too, and start-up must not wait for them (React's own scheduler yields the same way).

/** Resolves in a task of its own. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
