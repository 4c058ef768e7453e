/** Jobs the next starts will fail (scmDemoFaults.failJobs), shared by every module (DESIGN §9.5). */
export interface JobFaults {
  failNext(times?: number): void;
  /** Takes one pending failure, if any. */
  take(): boolean;
  clear(): void;
}

export function jobFaults(): JobFaults {
  let pending = 0;
  return {
    failNext: (times = 1) => {
      pending += Math.max(1, times);
    },
    take: () => {
      if (pending === 0) return false;
      pending -= 1;
      return true;
    },
    clear: () => {
      pending = 0;
    },
  };
}
