import { afterEach, vi } from 'vitest';

/** An unexpected console.error fails the test that caused it. */
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockClear();
  if (calls.length > 0) {
    throw new Error(`console.error was called: ${calls.map((call) => String(call[0])).join('; ')}`);
  }
});
