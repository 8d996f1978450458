/**
 * Preloaded into a Next server by scripts/load.mjs (`--import`, directly or through NODE_OPTIONS). On SIGUSR2
 * it runs a full garbage collection and writes the process's memory to LOAD_MEMORY_FILE ("{pid}" in the name
 * becomes the process id, for several servers at once), so the load benchmark can tell memory the server
 * holds on to from garbage it has not collected yet. Never part of the site.
 */
import { writeFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// Without --expose-gc on the command line (NODE_OPTIONS does not take it), the flag is set here instead.
let collect = global.gc;
if (!collect) {
  setFlagsFromString('--expose-gc');
  collect = runInNewContext('gc');
}

process.on('SIGUSR2', () => {
  // Twice: the first pass can leave objects whose finalizers free more on the second.
  collect();
  collect();
  writeFileSync(
    process.env.LOAD_MEMORY_FILE.replace('{pid}', String(process.pid)),
    JSON.stringify(process.memoryUsage()),
  );
});
