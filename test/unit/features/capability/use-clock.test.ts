import { act, renderHook } from "@testing-library/react";
import { useClock } from "../../../../src/features/capability/use-clock";

describe("useClock", () => {
  afterEach(() => vi.useRealTimers());

  it("moves on every minute, and stops when the page is left", () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T05:59:30Z") });
    const { result, unmount } = renderHook(() => useClock());
    expect(result.current.toISOString()).toBe("2026-11-27T05:59:30.000Z");
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current.toISOString()).toBe("2026-11-27T05:59:30.000Z");
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.toISOString()).toBe("2026-11-27T06:00:30.000Z");
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
