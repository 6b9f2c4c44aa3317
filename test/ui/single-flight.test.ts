// One click, one add: the in-flight guard behind the add-to-bag and favorites buttons.
import { singleFlight } from '../../src/ui/single-flight';
import { deferred } from '../helpers/deferred';

describe('singleFlight', () => {
  it('refuses calls while one runs (a double click or a held Enter sends one request)', async () => {
    const pending = deferred<string>();
    const task = jest.fn(() => pending.promise);
    const guard = singleFlight(task);
    const first = guard.run();
    expect(guard.run()).toBeNull();
    expect(guard.run()).toBeNull();
    expect(task).toHaveBeenCalledTimes(1);
    pending.resolve('ok');
    await expect(first).resolves.toBe('ok');
  });

  it('takes a new call once the running one has settled', async () => {
    const task = jest.fn(async (n: number) => n * 2);
    const guard = singleFlight(task);
    await expect(guard.run(1)).resolves.toBe(2);
    await expect(guard.run(2)).resolves.toBe(4);
    expect(task.mock.calls).toEqual([[1], [2]]);
  });

  it('works again after a failure', async () => {
    const task = jest.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce('ok');
    const guard = singleFlight(task);
    await expect(guard.run()).rejects.toThrow('500');
    await expect(guard.run()).resolves.toBe('ok');
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('turns a task that throws synchronously into a rejection and frees the guard', async () => {
    const task = jest.fn((): Promise<string> => {
      throw new Error('boom');
    });
    const guard = singleFlight(task);
    await expect(guard.run()).rejects.toThrow('boom');
    task.mockImplementation(async () => 'again');
    await expect(guard.run()).resolves.toBe('again');
  });

  it('passes the arguments through', async () => {
    const guard = singleFlight(async (a: number, b: string) => `${a}${b}`);
    await expect(guard.run(1, 'x')).resolves.toBe('1x');
  });
});
