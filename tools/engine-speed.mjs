// The engine in the browser against the engine on the JVM, side by side on this machine: nodes per second
// on the bench positions (`heterodox bench search`), the worker in headless Chromium (Debian's
// /usr/bin/chromium) and the JVM, each the best of --runs runs, and the worker's download (raw and gzip).
// Both must count the same nodes (the same search); the script fails otherwise.
//
//   mvn -q -B -ntp package -DskipTests        # builds cli/target/heterodox.jar and the worker
//   web/target/node/node tools/engine-speed.mjs [--depth 8] [--runs 3]
//
// A measurement, not a test: it takes a minute or two and belongs in no test suite (docs/engine.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'web', 'package.json'));
const { chromium } = require('@playwright/test');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const depth = arg('depth', 8);
const runs = arg('runs', 3);
const jar = path.join(root, 'cli', 'target', 'heterodox.jar');
const engineDir = path.join(root, 'web', 'target', 'classes', 'public', 'engine');
for (const needed of [jar, path.join(engineDir, 'heterodox-engine.wasm'), '/usr/bin/chromium']) {
  if (!fs.existsSync(needed)) {
    console.error(`missing ${needed}: build with 'mvn -q -B -ntp package -DskipTests' (and install Debian's chromium)`);
    process.exit(2);
  }
}

// The bench positions, as the JVM's bench prints them (variant, FEN, nodes).
function jvmRun() {
  const out = spawnSync('java', ['-jar', jar, 'bench', 'search', '--depth', String(depth)], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`bench search failed: ${out.stderr}`);
  const lines = out.stdout.trim().split('\n');
  const positions = lines.filter(l => / nodes +\d+ +best /.test(l)).map(l => {
    const [variant, ...rest] = l.trim().split(/\s+/);
    const nodesAt = rest.indexOf('nodes');
    return { variant, fen: rest.slice(0, nodesAt).join(' '), nodes: Number(rest[nodesAt + 1]), best: rest[nodesAt + 3] };
  });
  const total = /total nodes (\d+) +time (\d+) ms +nps (\d+)(?: +cpu (\d+) ms +cpu-nps (\d+))?/.exec(lines.at(-1));
  return { positions, nodes: Number(total[1]), ms: Number(total[2]), nps: Number(total[3]), cpuNps: Number(total[5] ?? 0) };
}

const jvm = [];
for (let i = 0; i < runs; i++) jvm.push(jvmRun());
const positions = jvm[0].positions;

const types = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html' };
const server = http.createServer((req, res) => {
  const name = req.url === '/' ? null : path.basename(req.url.split('?')[0]);
  const file = name ? path.join(engineDir, name) : null;
  if (name && !fs.existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'Content-Type': name ? types[path.extname(name)] ?? 'application/octet-stream' : 'text/html' });
  res.end(name ? fs.readFileSync(file) : '<!doctype html><title>engine speed</title>');
});
await new Promise(resolve => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const browserRuns = [];
try {
  const page = await browser.newPage();
  await page.goto(`${base}/`);
  for (let i = 0; i < runs; i++) {
    browserRuns.push(await page.evaluate(async ({ url, positions, depth }) => {
      const worker = new Worker(url);
      const lines = [];
      let waiting = null;
      worker.onmessage = e => {
        lines.push(String(e.data));
        if (waiting && waiting.test(String(e.data))) { const w = waiting; waiting = null; w.done(); }
      };
      const until = test => new Promise(done => { waiting = { test, done }; });
      const ready = until(l => l === 'readyok');
      worker.postMessage('uci');
      worker.postMessage('isready');
      await ready;
      const results = [];
      for (const p of positions) {
        lines.length = 0;
        const done = until(l => l.startsWith('bestmove'));
        worker.postMessage(`setoption name UCI_Variant value ${p.variant}`);
        worker.postMessage('ucinewgame');
        worker.postMessage(`position fen ${p.fen}`);
        const start = performance.now();
        worker.postMessage(`go depth ${depth}`);
        await done;
        const ms = performance.now() - start;
        const info = lines.filter(l => l.startsWith('info depth')).at(-1);
        results.push({ nodes: Number(/ nodes (\d+)/.exec(info)[1]), ms, best: lines.at(-1).split(' ')[1] });
      }
      worker.terminate();
      return results;
    }, { url: `${base}/heterodox-engine.js`, positions, depth }));
  }
} finally {
  await browser.close();
  server.close();
}

const browserTotals = browserRuns.map(r => ({ nodes: r.reduce((s, p) => s + p.nodes, 0), ms: r.reduce((s, p) => s + p.ms, 0) }));
for (const run of browserRuns) {
  run.forEach((p, i) => {
    if (p.nodes !== positions[i].nodes || p.best !== positions[i].best) {
      console.error(`position ${i + 1}: the worker searched ${p.nodes} nodes for ${p.best}, the JVM ${positions[i].nodes} for ${positions[i].best}`);
      process.exitCode = 1;
    }
  });
}
const bestJvm = jvm.reduce((a, b) => (b.nps > a.nps ? b : a));
const bestBrowser = browserTotals.reduce((a, b) => (b.nodes / b.ms > a.nodes / a.ms ? b : a));
const browserNps = Math.round(bestBrowser.nodes * 1000 / bestBrowser.ms);
console.log(`bench search, depth ${depth}, ${positions.length} positions, ${bestJvm.nodes} nodes, best of ${runs} runs`);
console.log(`JVM      ${String(bestJvm.nps).padStart(9)} nodes/s  (${bestJvm.ms} ms; its thread's CPU: ${bestJvm.cpuNps} nodes/s)`);
console.log(`Chromium ${String(browserNps).padStart(9)} nodes/s  (${Math.round(bestBrowser.ms)} ms; every run: ${browserTotals.map(t => Math.round(t.ms)).join(', ')} ms)`);
console.log(`ratio    ${(100 * browserNps / bestJvm.nps).toFixed(0)} % of the JVM's nodes per second (wall clock, both)`);
// The JVM's wall clock counts its start and JIT compiling (other threads), which a loaded machine stretches: against
// its search thread's CPU time, the worker's wall-clock speed (at most its CPU speed) gives a ratio that is a floor.
if (bestJvm.cpuNps) console.log(`floor    ${(100 * browserNps / bestJvm.cpuNps).toFixed(0)} % (the worker's wall clock against the JVM search thread's CPU time)`);
let raw = 0;
let gz = 0;
for (const name of fs.readdirSync(engineDir).sort()) {
  const bytes = fs.readFileSync(path.join(engineDir, name));
  const zipped = zlib.gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gz += zipped;
  console.log(`download ${name.padEnd(28)} ${String(bytes.length).padStart(8)} bytes, gzip ${String(zipped).padStart(7)}`);
}
console.log(`download total                       ${String(raw).padStart(8)} bytes, gzip ${String(gz).padStart(7)}`);
