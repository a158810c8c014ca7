/**
 * Nest's webpack build of each app, unchanged but for the workers: beside main.js they get the
 * thread that reads activity files (workers/src/files/activity-file-threads.ts), as a file of its own.
 */
module.exports = (options) => {
  if (!String(options.entry).endsWith('workers/src/main.ts')) return options;
  return {
    ...options,
    entry: { main: options.entry, 'activity-file-thread': './libs/activity-files/src/parse-thread.ts' },
    output: { ...options.output, filename: 'workers/[name].js', library: { type: 'commonjs2' } },
  };
};
