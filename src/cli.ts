#!/usr/bin/env node
import { CommanderError } from 'commander';
import { ConfigError, resolveConfig } from './config.js';
import { misplacedArguments } from './cli/npm-arguments.js';
import { buildProgram, configOf } from './cli/program.js';
import { FixtureError } from './seed/fixture-problems.js';
import { lazyRequire } from './lib/lazy-require.js';

/**
 * The only module that touches `process`: argv/env → config → server, signals, exit codes. Exit codes: 0
 * after --help, --version or a stop by signal; 2 for any input the mock refuses (an option, its value, an
 * argument, the fixtures, a busy port); 1 for anything else; 130 for a second signal.
 */

/** Exit code of a refused input: the command line, the environment, the fixtures. */
const EXIT_USAGE = 2;
/** Exit code when a second SIGTERM/SIGINT cuts the drain short (the shell's code for an interrupted program). */
const EXIT_FORCED = 130;

/** Thrown after commander has printed its own message (unknown option, missing value): only the exit code is left. */
class ReportedError extends Error {
  constructor(readonly exitCode: number) {
    super('reported');
  }
}

/** The command line as the server's configuration; nothing of the server is loaded yet. */
function readCommandLine() {
  const program = buildProgram().exitOverride();
  try {
    program.parse();
  } catch (error) {
    if (error instanceof CommanderError) throw new ReportedError(error.exitCode === 0 ? 0 : EXIT_USAGE);
    throw error;
  }
  const misplaced = misplacedArguments(program.args, program.options, process.env);
  if (misplaced) throw new ConfigError(misplaced);
  return resolveConfig(configOf(program.opts()));
}

async function main(): Promise<void> {
  const config = readCommandLine();
  // Loaded once the command line is known good: --help and a mistyped option do not wait for them.
  // pino is CommonJS: its module object is the default export, in Node and in the bundle alike.
  const [{ default: pino }, { startMockServer }] = await Promise.all([import('pino'), import('./server.js')]);
  const logger = process.stderr.isTTY
    ? pino({ level: config.logLevel }, lazyRequire<typeof import('pino-pretty').PinoPretty>('pino-pretty')({ destination: 2, sync: true }))
    : pino({ level: config.logLevel }, pino.destination(2));
  const server = await startMockServer({ ...config, logger });
  // Before the ready line: a supervisor may stop the mock the moment it reads it.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting without waiting for in-flight requests');
      process.exit(EXIT_FORCED);
    }
    stopping = true;
    logger.info({ signal, shutdownGraceMs: config.shutdownGraceMs }, 'draining in-flight requests, then exiting (a second signal exits at once)');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.stdout.write(`notification-api-mock listening on ${server.url}\n`);
  for (const key of server.apiKeys) {
    process.stdout.write(`  API key ${key.apiKey}  → ${key.organization} / ${key.environment} (${key.environmentId})  application identifier ${key.applicationIdentifier}\n`);
  }
  process.stdout.write(`  try: curl -H 'Authorization: ApiKey ${server.apiKeys[0]?.apiKey ?? '<key>'}' ${server.url}/v2/subscribers\n`);
  process.stdout.write(`  API reference: ${server.url}/docs\n`);
  process.stdout.write(`  Dashboard: ${server.url}/__admin/ui\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ReportedError) process.exit(error.exitCode);
  const known = error instanceof ConfigError || error instanceof FixtureError;
  process.stderr.write(`notification-api-mock: ${known ? (error as Error).message : (error as Error).stack ?? String(error)}\n`);
  process.exit(known ? EXIT_USAGE : 1);
});
