// The bench scripts' shared preamble: where the repository is, and their `--name value` options.
// A bad value is a one-line error naming the script and the option, exit code 2 (the project's rule for bad input).

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** bench/, where the scripts (and chessops in bench/node_modules) live. */
export const here = dirname(fileURLToPath(import.meta.url));
/** The repository's root. */
export const root = join(here, '..');
/** The script's arguments. */
export const args = process.argv.slice(2);

/** The text after `name`, or `fallback` when the option is absent. */
export function option(name, fallback) {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
}

/** An integer option from `min` to `max`; anything else ends `script` with exit code 2. */
export function integer(script, name, fallback, min, max = Infinity) {
  const text = option(name, String(fallback));
  const n = Number(text);
  if (text === undefined || !/^-?[0-9]+$/.test(text) || n < min || n > max) {
    const range = max === Infinity ? `${min} or more` : `${min} to ${max}`;
    console.error(`${script}: ${name} must be an integer, ${range}; got ${text === undefined ? 'nothing' : `'${text}'`}`);
    process.exit(2);
  }
  return n;
}
