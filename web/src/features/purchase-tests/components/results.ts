/** SPEC §3's test result (client only): appended as tests run, cleared by Clear Results. */
export type TestStatus = 'success' | 'error' | 'pending';

export interface TestResult {
  id: number;
  test: string;
  status: TestStatus;
  details: string;
  timestamp: string;
}

let lastId = 0;
/** A timestamp id, made unique when two results start within the same millisecond. */
export function newResultId(now = Date.now()): number {
  lastId = Math.max(now, lastId + 1);
  return lastId;
}

export const timeOfDay = (at = new Date()) => at.toLocaleTimeString();
