import { readFileSync } from 'node:fs';
import { Command, Option } from 'commander';
import { DEFAULT_CONFIG, LIMIT_OPTIONS, LOG_LEVELS, parseAllowedHosts, parseBoolean, parseHeaderNames, parseInteger, parseLogLevel, parseSize, type MockConfig } from '../config.js';
import { CREDENTIAL_HEADERS } from '../control/journal-entry.js';
import { packageFile } from '../lib/package-files.js';

/**
 * The command line: every option, its environment variable and its help. Loads nothing of the server, so
 * that `--help`, `--version` and a mistyped option answer at once (the CLI imports the server only after).
 */
export function buildProgram(): Command {
  const { version } = JSON.parse(readFileSync(packageFile('package.json'), 'utf8')) as { version: string };
  return new Command()
    .name('notification-api-mock')
    .description('Stateful, contract-validated mock of the notification API. Every option can also be set with the environment variable shown.')
    .version(version, '-V, --version', 'print the version and exit')
    .addOption(new Option('-p, --port <port>', 'port to listen on (0 = a free port)').env('PORT').argParser(parseInteger('port', 0, 65535)).default(DEFAULT_CONFIG.port))
    .addOption(new Option('-H, --host <host>', 'interface to bind').env('HOST').default(DEFAULT_CONFIG.host))
    .addOption(new Option('-f, --fixtures <dir>', 'fixture set directory').env('FIXTURES').default(DEFAULT_CONFIG.fixturesDir, 'bundled fixtures/default'))
    .addOption(new Option('--spec <file>', 'OpenAPI document to enforce').env('SPEC').default(DEFAULT_CONFIG.specPath, 'bundled openapi/notification-api.yaml'))
    .addOption(new Option('-s, --seed <n>', 'seed for ids and generated data (deterministic runs)').env('SEED').argParser(parseInteger('seed', 0, 2 ** 32 - 1)))
    .addOption(new Option('--strict [bool]', 'a response that breaks the contract becomes a 500').env('STRICT').argParser(parseBoolean('strict')).default(false))
    .addOption(new Option('--envelope [bool]', "wrap answers in the real service's {data} envelope").env('ENVELOPE').argParser(parseBoolean('envelope')).default(true))
    .addOption(new Option('--no-envelope', "answer the API document's bare shapes (the Inbox and the widget keep their envelope)"))
    .addOption(new Option('--isolate-keys [bool]', 'every unknown API key gets its own fresh environment').env('ISOLATE_KEYS').argParser(parseBoolean('isolate-keys')).default(false))
    .addOption(new Option('--generate-subscribers <n>', 'add N generated subscribers to the first environment of each organization').env('GENERATE_SUBSCRIBERS').argParser(parseInteger('generate-subscribers', 0, 5_000_000)).default(0))
    .addOption(new Option('--secret-key <key>', 'key for sealing secret variable values at rest (random per process if absent)').env('SECRET_KEY'))
    .addOption(new Option('--freeze-clock <iso>', 'start with the clock frozen at this instant (with --seed: byte-identical runs)').env('FREEZE_CLOCK'))
    .addOption(new Option('--journal-size <n>', 'requests kept in the journal (0 = off)').env('JOURNAL_SIZE').argParser(parseInteger('journal-size', 0, 1_000_000)).default(DEFAULT_CONFIG.journalSize))
    .addOption(new Option('--bridge-timeout <ms>', "how long one call to a code workflow's bridge may take").env('BRIDGE_TIMEOUT').argParser(parseInteger('bridge-timeout', 1, 600_000)).default(DEFAULT_CONFIG.bridgeTimeoutMs))
    .addOption(new Option('--bridge-retries <n>', 'attempts after the first for a bridge call that times out or answers 5xx/429').env('BRIDGE_RETRIES').argParser(parseInteger('bridge-retries', 0, 5)).default(DEFAULT_CONFIG.bridgeRetries))
    .addOption(new Option('--outbox-size <n>', 'emails, SMS, push and chat messages kept per environment in the outbox (0 = off)').env('OUTBOX_SIZE').argParser(parseInteger('outbox-size', 0, 1_000_000)).default(DEFAULT_CONFIG.outboxSize))
    .addOption(new Option('--redact-headers <names>', `comma-separated headers the journal redacts, besides ${CREDENTIAL_HEADERS.join(', ')}`).env('REDACT_HEADERS').argParser(parseHeaderNames('redact-headers')))
    .addOption(new Option('--admin-token <token>', 'require "Authorization: Bearer <token>" on /__admin').env('ADMIN_TOKEN'))
    .addOption(new Option('--cors-origin <origins>', 'comma-separated browser origins allowed by CORS (default: any)').env('CORS_ORIGIN'))
    .addOption(new Option('--allowed-hosts <hosts>', 'comma-separated Host names answered besides localhost names, IP addresses and the bound host (.example.test: with subdomains; "all": any Host)').env('ALLOWED_HOSTS').argParser(parseAllowedHosts))
    .addOption(new Option('--headers-timeout <ms>', 'time a client has to send its headers').env('HEADERS_TIMEOUT').argParser(parseInteger('headers-timeout', 1, 600_000)).default(DEFAULT_CONFIG.headersTimeoutMs))
    .addOption(new Option('--request-timeout <ms>', 'time a client has to send its whole request').env('REQUEST_TIMEOUT').argParser(parseInteger('request-timeout', 1, 3_600_000)).default(DEFAULT_CONFIG.requestTimeoutMs))
    .addOption(new Option('--shutdown-grace <ms>', 'on SIGTERM/SIGINT, time in-flight requests get before their connections are cut (a second signal exits at once)').env('SHUTDOWN_GRACE').argParser(parseInteger('shutdown-grace', 0, 3_600_000)).default(DEFAULT_CONFIG.shutdownGraceMs))
    .addOption(new Option('--body-limit <size>', 'largest accepted request body').env('BODY_LIMIT').default(DEFAULT_CONFIG.bodyLimit))
    .addOption(limitOption('maxSubscribers', '<n>', parseInteger('max-subscribers', 0, 100_000_000)))
    .addOption(limitOption('maxNotifications', '<n>', parseInteger('max-notifications', 0, 100_000_000)))
    .addOption(limitOption('maxMessages', '<n>', parseInteger('max-messages', 0, 100_000_000)))
    .addOption(limitOption('maxStoredBytes', '<size>', parseSize('max-stored-bytes', 0, 64 * 1024 ** 3)))
    .addOption(limitOption('maxPayloadBytes', '<size>', parseSize('max-payload-bytes', 1, 1024 ** 3)))
    .addOption(limitOption('mockWideLimitFactor', '<n>', parseInteger('mock-wide-limit-factor', 1, 100_000)))
    .addOption(limitOption('maxIsolatedEnvironments', '<n>', parseInteger('max-isolated-environments', 1, 100_000)))
    .addOption(new Option('--isolated-idle-ms <ms>', 'an isolated environment without requests for this long may be evicted for a new key').env('ISOLATED_IDLE_MS').argParser(parseInteger('isolated-idle-ms', 0, 86_400_000)).default(DEFAULT_CONFIG.isolatedIdleMs))
    .addOption(new Option('-l, --log-level <level>', 'log level (logs go to stderr)').env('LOG_LEVEL').choices(LOG_LEVELS).argParser(parseLogLevel).default(DEFAULT_CONFIG.logLevel))
    .allowExcessArguments() // the CLI refuses them itself, saying how to pass options through npm
    .showHelpAfterError('(notification-api-mock --help lists every option)');
}

/** A memory limit's option: flag, environment variable and help from the table the error messages use. */
function limitOption(name: keyof typeof LIMIT_OPTIONS, argument: string, parse: (value: string) => number): Option {
  const { flag, env, help } = LIMIT_OPTIONS[name];
  return new Option(`${flag} ${argument}`, help).env(env).argParser(parse).default(DEFAULT_CONFIG[name]);
}

/** The parsed options as the server's configuration (its defaults fill what the command line leaves out). */
export function configOf(flags: Record<string, unknown>): Partial<MockConfig> {
  const corsOrigin = flags.corsOrigin;
  return {
    port: flags.port,
    host: flags.host,
    fixturesDir: flags.fixtures,
    specPath: flags.spec,
    seed: flags.seed,
    strict: flags.strict,
    envelope: flags.envelope,
    isolateKeys: flags.isolateKeys,
    generateSubscribers: flags.generateSubscribers,
    bodyLimit: flags.bodyLimit,
    secretKey: flags.secretKey,
    journalSize: flags.journalSize,
    outboxSize: flags.outboxSize,
    bridgeTimeoutMs: flags.bridgeTimeout,
    bridgeRetries: flags.bridgeRetries,
    redactHeaders: flags.redactHeaders,
    headersTimeoutMs: flags.headersTimeout,
    requestTimeoutMs: flags.requestTimeout,
    shutdownGraceMs: flags.shutdownGrace,
    freezeClockAt: flags.freezeClock,
    adminToken: flags.adminToken,
    corsOrigins: typeof corsOrigin === 'string' ? corsOrigin.split(',').map((o) => o.trim()).filter(Boolean) : [],
    allowedHosts: flags.allowedHosts,
    logLevel: flags.logLevel,
    maxSubscribers: flags.maxSubscribers,
    maxNotifications: flags.maxNotifications,
    maxMessages: flags.maxMessages,
    maxStoredBytes: flags.maxStoredBytes,
    maxPayloadBytes: flags.maxPayloadBytes,
    maxIsolatedEnvironments: flags.maxIsolatedEnvironments,
    mockWideLimitFactor: flags.mockWideLimitFactor,
    isolatedIdleMs: flags.isolatedIdleMs,
  } as Partial<MockConfig>;
}
