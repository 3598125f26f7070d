// For the unit tests: the engine's worker script run in Node, in a context of its own that looks like a
// Web Worker's (self, importScripts, postMessage, fetch of the .wasm file). Not part of the app.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { EngineWorker } from './browser-engine';

/** Where the built worker is: the web build's copy (what the server serves), else the webengine module's output. */
export function engineDirectory(): string {
  const candidates = [path.resolve(__dirname, '../../../target/classes/public/engine'), path.resolve(__dirname, '../../../../webengine/target/engine')];
  const found = candidates.find(dir => fs.existsSync(path.join(dir, 'heterodox-engine.wasm')));
  if (!found) throw new Error(`the engine's worker is not built (looked in ${candidates.join(', ')}): run mvn -pl web -am package first`);
  return found;
}

/** A worker running the engine in this process (WebAssembly GC: Node 22 or later, as the build's own Node). */
export function nodeWorker(dir = engineDirectory()): EngineWorker {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 22) throw new Error(`the engine's worker needs WebAssembly GC, which Node ${process.versions.node} lacks: run the tests with Node 22 or later (the build's web/target/node/node)`);
  const worker: EngineWorker = { postMessage: line => context.onmessage({ data: line }), onmessage: null, onerror: null, terminate: () => { closed = true; } };
  let closed = false;
  const context: Record<string, any> = { // eslint-disable-line @typescript-eslint/no-explicit-any
    console, setTimeout, clearTimeout, URL, Response, WebAssembly, TextDecoder, TextEncoder, performance,
    location: { href: `file://${path.join(dir, 'heterodox-engine.js')}` },
    postMessage: (data: unknown) => { if (!closed) worker.onmessage?.({ data }); },
    close: () => { closed = true; },
    fetch: async (url: string) => new Response(fs.readFileSync(new URL(url)), { headers: { 'Content-Type': 'application/wasm' } }),
    importScripts: (...files: string[]) => files.forEach(f => vm.runInContext(fs.readFileSync(path.join(dir, f), 'utf8'), context)),
  };
  context.self = context;
  context.globalThis = context;
  vm.createContext(context);
  vm.runInContext(fs.readFileSync(path.join(dir, 'heterodox-engine.js'), 'utf8'), context);
  return worker;
}
