import type { Option } from 'commander';

/**
 * What went wrong when options meant for the mock did not reach it, and the command that passes them.
 *
 * `npm start --port 3065` hands `--port` to npm, not to the script: npm warns `Unknown cli config "--port"`,
 * keeps it as its own setting (it exports `npm_config_port=true` to the script), and passes only `3065` on.
 * `npm start --port=3065` passes nothing on (`npm_config_port=3065`), and `npm start --no-envelope` neither
 * (`npm_config_envelope=`): the mock would start without the option, silently. Both are refused, naming the
 * command that works: options go after `--`.
 */

/** The npm command running this process as a package script (`npm start`, `npm run dev`), or undefined. */
export function npmScriptCommand(env: NodeJS.ProcessEnv): string | undefined {
  const event = env.npm_lifecycle_event;
  // npx / npm exec set the event `npx`, and they pass the options after the package name on as they are.
  if (!event || event === 'npx') return undefined;
  return ['start', 'stop', 'restart', 'test'].includes(event) ? `npm ${event}` : `npm run ${event}`;
}

interface Swallowed {
  /** The option as written for the mock: `--strict`, `--port=3065`, `--no-envelope`. */
  written: string;
  /** For an option npm kept as a flag, passing its value on as an argument: the value's name (`<port>`). */
  valueMissing?: string;
}

/** The mock's options that npm kept as its own settings, read back from the `npm_config_*` variables it exports. */
function swallowedOptions(options: readonly Option[], env: NodeJS.ProcessEnv): Swallowed[] {
  const found: Swallowed[] = [];
  for (const option of options) {
    const long = option.long;
    if (!long || option.negate || long === '--version' || long === '--help') continue;
    const value = env[`npm_config_${long.slice(2).replaceAll('-', '_')}`];
    if (value === undefined) continue;
    const negated = `--no-${long.slice(2)}`;
    if (value === 'true') found.push({ written: long, ...(option.required ? { valueMissing: /<[^>]+>/.exec(option.flags)?.[0] ?? '<value>' } : {}) });
    // npm reads `--no-x` and `--x false` alike as x=false, which it exports empty.
    else if (value === '') found.push({ written: options.some((other) => other.negate && other.long === negated) ? negated : `${long} false` });
    else found.push({ written: `${long}=${value}` });
  }
  return found;
}

const quoted = (args: readonly string[]) => args.map((arg) => `'${arg}'`).join(' ');

/**
 * Why the command line cannot be served as given, or undefined when it can: arguments the mock does not
 * take (it takes options only), or options npm kept for itself. `args`: the arguments left once the
 * options are parsed.
 */
export function misplacedArguments(args: readonly string[], options: readonly Option[], env: NodeJS.ProcessEnv): string | undefined {
  const npm = npmScriptCommand(env);
  const swallowed = npm === undefined ? [] : swallowedOptions(options, env);
  if (args.length === 0 && swallowed.length === 0) return undefined;
  const unexpected = args.length === 0 ? '' : `unexpected argument${args.length === 1 ? '' : 's'} ${quoted(args)}: `;
  if (npm === undefined) {
    return `${unexpected}notification-api-mock takes options only (e.g. --port 3065); notification-api-mock --help lists them`;
  }
  const missing = swallowed.filter((s) => s.valueMissing !== undefined);
  // One option lost its value and one argument came through: that argument is its value.
  const paired = missing.length === 1 && args.length === 1;
  const meant = swallowed.map((s) => (s.valueMissing === undefined ? s.written : `${s.written} ${paired ? args[0] : s.valueMissing}`));
  if (meant.length === 0) meant.push(`--port ${/^\d+$/.test(args[0] ?? '') ? args[0] : '3065'}`);
  const kept = swallowed.length === 0 || paired ? '' : `npm kept ${swallowed.map((s) => s.written).join(' ')} for itself; `;
  return `${unexpected}${kept}to pass options through npm, put them after --: ${npm} -- ${meant.join(' ')}`;
}
