import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, type UpdateHandle } from './service-worker';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  deploy() {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
}

class FakeContainer extends EventTarget {
  controller: object | null = null;
  registration = new FakeRegistration();
  register = vi.fn(() => Promise.resolve(this.registration));
}

let container: FakeContainer;
const reload = vi.fn();

beforeEach(() => {
  container = new FakeContainer();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
  reload.mockReset();
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site', async () => {
    await registerServiceWorker(() => undefined);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('offers a new version that installs behind the controlling worker; Refresh sends SKIP_WAITING, then reloads', async () => {
    container.controller = {};
    const updates: UpdateHandle[] = [];
    await registerServiceWorker((update) => updates.push(update));
    const worker = container.registration.deploy();
    expect(updates).toHaveLength(0);

    worker.install();
    expect(updates).toHaveLength(1);
    updates[0]!.activate();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers a version that was already waiting when the page loaded', async () => {
    container.controller = {};
    container.registration.waiting = new FakeWorker();
    const onUpdate = vi.fn();
    await registerServiceWorker(onUpdate);
    expect(onUpdate).toHaveBeenCalledOnce();
  });

  it('offers nothing on the first install, when no worker controls the page yet', async () => {
    const onUpdate = vi.fn();
    await registerServiceWorker(onUpdate);
    container.registration.deploy().install();
    expect(onUpdate).not.toHaveBeenCalled();
  });
});
