// Loaded with `node --import` into a portal that a test starts (tests/e2e/support/remote-portal.ts):
// on SIGUSR2 the process's clock moves forward by CLOCK_STEP_SECONDS (600 by default) and it prints
// "[clock] +N s" once it has, so a test can make a cached page stale without waiting out its
// revalidate time. Next.js dates its cache entries with Date.now() and ages them with
// performance.now(): both move. Timers are untouched.
const step = Number(process.env.CLOCK_STEP_SECONDS || 600) * 1000;
let offset = 0;

const realDateNow = Date.now.bind(Date);
const realPerformanceNow = performance.now.bind(performance);
Date.now = () => realDateNow() + offset;
performance.now = () => realPerformanceNow() + offset;

process.on('SIGUSR2', () => {
  offset += step;
  console.log(`[clock] +${offset / 1000} s`);
});
