/**
 * Where the browser test finds Chromium: `CHROMIUM_PATH` when set, else Debian's `/usr/bin/chromium`. Without
 * one the test is reported as skipped with the command that installs it, except under `CI=true`, where a
 * missing browser is a failure (CI must run the page test).
 */
import { accessSync, constants } from 'node:fs';

/** The one command that installs the browser the test drives (Debian/Ubuntu). */
export const CHROMIUM_INSTALL = 'sudo apt-get install -y chromium';
/** Where Debian's package puts it. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** What the browser test should do: run with a browser, skip (no browser, not CI), or fail (a reason). */
export type ChromiumPlan =
  | { readonly action: 'run'; readonly path: string }
  | { readonly action: 'skip'; readonly reason: string }
  | { readonly action: 'fail'; readonly reason: string };

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Decides from the environment (CHROMIUM_PATH, CI) and the file system; `isExecutable` is swappable for tests. */
export function chromiumPlan(env: NodeJS.ProcessEnv = process.env, isExecutable: (p: string) => boolean = executable): ChromiumPlan {
  const configured = env.CHROMIUM_PATH;
  if (configured !== undefined && configured !== '') {
    // A path the person set on purpose that does not work is always an error, never a silent skip.
    return isExecutable(configured)
      ? { action: 'run', path: configured }
      : { action: 'fail', reason: `CHROMIUM_PATH=${configured} is not an executable file: point it at a Chromium binary or unset it` };
  }
  if (isExecutable(DEFAULT_CHROMIUM)) return { action: 'run', path: DEFAULT_CHROMIUM };
  const reason = `no Chromium at ${DEFAULT_CHROMIUM} and CHROMIUM_PATH is not set: install it with '${CHROMIUM_INSTALL}' or set CHROMIUM_PATH`;
  return env.CI === 'true' ? { action: 'fail', reason: `${reason} (CI=true: the page test must run)` } : { action: 'skip', reason };
}
