import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of a V8 CPU profile (Profiler.stop's answer) that a summary reads. */
interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** sampled time the process was running JavaScript, compiling or collecting garbage (idle left out), in ms */
  busyMs: number;
  byModule: Array<{ name: string; share: number }>;
  byFunction: Array<{ name: string; share: number }>;
}

/** What a script's URL belongs to: an npm package, a file of ours, Node's own code, or V8's work. */
function moduleOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return `node:${url.slice(5).replace(/^internal\//, '').split('/')[0]}`;
  const inPackage = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  const ours = url.match(/\/(backend|workers|libs\/[^/]+)\/src\/(.*)$/);
  if (ours) return `${ours[1]}/${ours[2]}`;
  // The built parts are one bundle each, our code and the libs inside it.
  const built = url.match(/\/dist\/(backend|workers)\/main\.js$/);
  return built ? `${built[1]} (our code, built)` : url;
}

const IDLE = '(idle)';
/** The profiler's own start and stop (bench/profiled-part.cjs), left out of what the process did. */
const PROFILER = 'profiled-part.cjs';

/** The ids of the nodes under the profiler's own frames. */
function profilerNodes(profile: CpuProfile): Set<number> {
  const children = new Map(profile.nodes.map((node) => [node.id, node.children ?? []]));
  const under = new Set<number>();
  const mark = (id: number) => {
    under.add(id);
    children.get(id)?.forEach(mark);
  };
  profile.nodes.filter((node) => node.callFrame.url.endsWith(PROFILER)).forEach((node) => mark(node.id));
  return under;
}

/** Self time by module and by function, as shares of the busy time, biggest first. */
export function summarizeProfile(file: string, top = 12): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const profiler = profilerNodes(profile);
  const modules = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const frame = frames.get(id);
    const micros = profile.timeDeltas[index] ?? 0;
    if (!frame || frame.functionName === IDLE || profiler.has(id)) return;
    busy += micros;
    const module = moduleOf(frame.url, frame.functionName);
    modules.set(module, (modules.get(module) ?? 0) + micros);
    const name = `${frame.functionName || '(anonymous)'} (${module}${frame.url ? `:${frame.lineNumber + 1}` : ''})`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
  });
  const ranked = (totals: Map<string, number>) =>
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({ name, share: micros / busy }));
  return { busyMs: busy / 1000, byModule: ranked(modules), byFunction: ranked(functions) };
}

/** Where a profiled part (bench/profiled-part.cjs) writes its profile. */
export function profileIn(directory: string, pid: number): string {
  return join(directory, `${pid}.cpuprofile`);
}

/** A summary as markdown: two tables of self time, by module and by function. */
export function profileTables(summary: ProfileSummary): string {
  const rows = (entries: ProfileSummary['byModule']) => entries.map(({ name, share }) => `| ${name.replace(/\|/g, '\\|')} | ${(share * 100).toFixed(1)}% |`).join('\n');
  return `| module (self time) | share of busy time |
| --- | --- |
${rows(summary.byModule)}

| function (self time) | share of busy time |
| --- | --- |
${rows(summary.byFunction)}`;
}

/** Clock ticks a second of /proc's CPU times (CLK_TCK, 100 on Linux everywhere we run). */
const TICKS_PER_SECOND = 100;

/** The CPU time a process has used so far (user and system), in ms, from /proc. */
export function cpuMs(pid: number): number {
  return statOf(pid).cpuMs;
}

/** A process's command name and CPU time so far (user and system, ms) from /proc/<pid>/stat. */
function statOf(pid: number | string): { command: string; cpuMs: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them.
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return { command: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(') ')), cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND };
}

/** The CPU time (ms) that the running processes of a command (e.g. every Postgres backend) have used so far. */
export function commandCpuMs(command: string): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = statOf(pid);
      if (stat.command === command) total += stat.cpuMs;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** The machine's CPU time so far, busy and in all, in ticks, from /proc/stat's first line (every core). */
export function machineCpu(): { busy: number; total: number } {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** The share of the machine's CPU time that was busy since `before` (machineCpu). */
export function busyShareSince(before: { busy: number; total: number }): number {
  const now = machineCpu();
  return (now.busy - before.busy) / (now.total - before.total);
}
