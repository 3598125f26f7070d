// The Heterodox engine's Web Worker, served at /engine/heterodox-engine.js: the engine of the server (Java,
// module webengine) compiled to WebAssembly by TeaVM. It speaks UCI: each message is a command line, each
// message back a line of the engine. Messages sent while the engine loads wait for it, in order. A browser
// that cannot run it (no WebAssembly GC) gets one line, "info string error: ...", and nothing else.
'use strict';
self.heterodoxWaiting = [];
self.onmessage = (event) => self.heterodoxWaiting.push(event.data);
importScripts('heterodox-engine-runtime.js');
TeaVM.wasmGC.load(new URL('heterodox-engine.wasm', self.location.href).href)
  .then((engine) => engine.exports.main([]))
  .catch((error) => self.postMessage('info string error: the engine cannot start here: ' + error));
