// Writes a benchmark's JSON result and refreshes its section of bench/RESULTS.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function machine() {
  return {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model?.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

export function median(values) {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Saves `data` to bench/results/<name>.json and replaces the `<name>` section of
 * bench/RESULTS.md with `markdown` (a heading line, date and machine are added).
 */
export function saveResults(name, title, data, markdown) {
  const dir = path.resolve('bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const when = new Date().toISOString();
  const m = machine();
  fs.writeFileSync(
    path.join(dir, `${name}.json`),
    `${JSON.stringify({ benchmark: name, date: when, machine: m, ...data }, null, 2)}\n`,
  );
  const file = path.resolve('bench/RESULTS.md');
  let doc = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : '# Benchmark results\n\nWritten by the `npm run bench:*` scripts; each section is replaced by its latest run.\n';
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${start}\n## ${title}\n\n${when.slice(0, 10)} on ${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB, Node ${m.node}.\n\n${markdown.trim()}\n${end}`;
  const re = new RegExp(`${start}[\\s\\S]*?${end}`);
  doc = re.test(doc) ? doc.replace(re, section) : `${doc.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, doc);
}

export function table(headers, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}
