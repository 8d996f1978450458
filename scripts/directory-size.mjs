/** Used by the benchmarks (scripts/load.mjs, scripts/bench-blog.mjs); never part of the site. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Files and bytes under a folder, every level down; `counted` picks the files to count (all of them by
 * default), while every file's bytes are added.
 * @param {string} dir
 * @param {(name: string) => boolean} [counted]
 */
export function directorySize(dir, counted = () => true) {
  let files = 0;
  let bytes = 0;
  /** @param {string} current */
  const walk = (current) => {
    if (!existsSync(current)) return;
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        if (counted(entry.name)) files += 1;
        bytes += statSync(full).size;
      }
    }
  };
  walk(dir);
  return { files, bytes };
}
