/**
 * A stand-in Worker class (Node and jsdom have none): each instance records the messages it was sent and
 * whether it was stopped, and a test answers for it. One class per test file, kept in its `started` list.
 */
export function fakeWorkerClass<Message, Answer = never>() {
  return class FakeWorker {
    static started: FakeWorker[] = [];
    onmessage: ((event: { data: Answer }) => void) | null = null;
    onerror: ((event: { preventDefault(): void }) => void) | null = null;
    onmessageerror: (() => void) | null = null;
    posted: Message[] = [];
    terminated = false;
    constructor(readonly url: URL) {
      FakeWorker.started.push(this);
    }
    postMessage(message: Message) {
      this.posted.push(message);
    }
    terminate() {
      this.terminated = true;
    }
    answer(data: Answer) {
      this.onmessage?.({ data });
    }
  };
}
