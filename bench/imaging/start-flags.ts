/**
 * The Node flags `npm start` gives the server: those of the last command of the root
 * package.json's `start` script (after its last `&&`), such as `--heap-growing-percent=100`, so
 * that the bench's server runs with the flags a clinic's does, whatever the script comes to say.
 * `--import tsx` is left out: the bench always loads TypeScript that way.
 */
import { readFileSync } from 'node:fs';

const PACKAGE_JSON = new URL('../../package.json', import.meta.url);

export function startFlags(script = startScript()): string[] {
  const command = script.split('&&').at(-1) ?? '';
  const words = command.trim().split(/\s+/);
  const flags: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    if (word === '--import' || word === '--require') {
      index += 1; // the loader it names
      continue;
    }
    if (word.startsWith('--')) flags.push(word);
  }
  return flags;
}

function startScript(): string {
  const { scripts } = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return scripts?.start ?? '';
}
