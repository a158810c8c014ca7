import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';

const FILE = join(__dirname, '..', 'docs', 'benchmarks.md');

/** Replaces (or adds) one section of docs/benchmarks.md, stamped with the machine and date. */
export function writeSection(title: string, body: string): void {
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const section = `## ${title}\n\nMeasured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}.\n\n${body.trim()}\n`;
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Benchmarks\n\nWritten by `npm run bench:ranking`, `npm run bench:live` and `npm run bench:strava`; targets from the issue that asked for them.\n';
  const pattern = new RegExp(`## ${title}\\n[\\s\\S]*?(?=\\n## |$)`);
  const next = pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}`;
  writeFileSync(FILE, next);
  console.log(section);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The house rule's middle run: of the runs (three by default), the one in the middle by `measure`. */
export function middleRun<T>(runs: T[], measure: (run: T) => number): T {
  return [...runs].sort((a, b) => measure(a) - measure(b))[Math.floor((runs.length - 1) / 2)];
}

/** Runs a benchmark as a script: exit 0 when it finished, 1 with the error otherwise. */
export function runBenchmark(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
