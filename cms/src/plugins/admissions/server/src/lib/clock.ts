/**
 * The alerts' clock: the time every alert round, retry, claim and the mail status are reckoned by. It is the
 * real time, moved forward only by the end-to-end tests' clock route (404 unless ADMISSIONS_TEST_CLOCK is on),
 * so a test sees a mail server that has failed for minutes without waiting for them.
 */
let aheadMs = 0;

export function alertsNow(): Date {
  return new Date(Date.now() + aheadMs);
}

/** Moves the alerts' clock `ms` ahead of the real time (0: back to it). */
export function setAlertsClockAhead(ms: number): void {
  aheadMs = Math.max(0, Math.trunc(ms));
}
