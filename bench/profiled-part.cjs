// Preloaded (NODE_OPTIONS --require) into a part the benchmarks profile (bench/bench-parts.ts),
// signalled by SIGWINCH (which Nest's shutdown hooks leave alone, and Node ignores without this):
// the first SIGWINCH starts V8's CPU profiler, after start-up and warm-up, so the profile holds
// only the measurement; the second writes it to CPU_PROFILE_DIR/<pid>.cpuprofile and exits.
const { writeFileSync } = require('node:fs');
const { Session } = require('node:inspector');
const { join } = require('node:path');

const session = new Session();
session.connect();
let profiling = false;
process.on('SIGWINCH', () => {
  if (!profiling) {
    profiling = true;
    session.post('Profiler.enable', () => session.post('Profiler.start'));
    return;
  }
  session.post('Profiler.stop', (error, result) => {
    if (!error) writeFileSync(join(process.env.CPU_PROFILE_DIR, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    process.exit(error ? 1 : 0);
  });
});
