/**
 * Preloaded into the Next server by scripts/load.mjs (node --expose-gc --import). On SIGUSR2 it runs a
 * full garbage collection and writes the process's memory to LOAD_MEMORY_FILE, so the load benchmark can
 * tell memory the server holds on to from garbage it has not collected yet. Never part of the site.
 */
import { writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  // Twice: the first pass can leave objects whose finalizers free more on the second.
  global.gc();
  global.gc();
  writeFileSync(process.env.LOAD_MEMORY_FILE, JSON.stringify(process.memoryUsage()));
});
