// One click, one add: the in-flight guard behind the add-to-bag and favorites buttons.
import { singleFlight } from '../../src/ui/single-flight';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('singleFlight', () => {
  it('refuses calls while one runs (a double click or a held Enter sends one request)', async () => {
    const pending = deferred<string>();
    const task = jest.fn(() => pending.promise);
    const guard = singleFlight(task);
    const first = guard.run();
    expect(guard.busy).toBe(true);
    expect(guard.run()).toBeNull();
    expect(guard.run()).toBeNull();
    expect(task).toHaveBeenCalledTimes(1);
    pending.resolve('ok');
    await expect(first).resolves.toBe('ok');
    expect(guard.busy).toBe(false);
  });

  it('works again after a failure', async () => {
    const task = jest.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce('ok');
    const guard = singleFlight(task);
    await expect(guard.run()).rejects.toThrow('500');
    expect(guard.busy).toBe(false);
    await expect(guard.run()).resolves.toBe('ok');
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('turns a task that throws synchronously into a rejection and frees the guard', async () => {
    const guard = singleFlight((): Promise<void> => {
      throw new Error('boom');
    });
    await expect(guard.run()).rejects.toThrow('boom');
    expect(guard.busy).toBe(false);
  });

  it('passes the arguments through', async () => {
    const guard = singleFlight(async (a: number, b: string) => `${a}${b}`);
    await expect(guard.run(1, 'x')).resolves.toBe('1x');
  });
});
