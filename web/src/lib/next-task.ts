/** Resolves in a task of its own: what follows an `await nextTask()` lets the browser paint and answer input first. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
