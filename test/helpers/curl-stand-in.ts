/**
 * curl for a machine that has only Node and npm: the README's curl examples are run by the shell as
 * written, and where no `curl` is on the PATH this program answers to that name. It knows the flags
 * the README uses (and the test adds), done with fetch; any other flag fails loudly, so an example that
 * needs more is noticed instead of silently run differently.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface CurlRequest {
  url: string;
  method?: string;
  headers: [string, string][];
  data?: string;
  output?: string;
  writeOut?: string;
  includeHeaders: boolean;
}

const QUIET_FLAGS = new Set(['s', 'S']); // progress and error meters: the stand-in prints neither

export function parseCurlArgs(args: readonly string[]): CurlRequest {
  const request: CurlRequest = { url: '', headers: [], includeHeaders: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const value = (): string => {
      const next = args[++i];
      if (next === undefined) throw new Error(`curl stand-in: ${arg} needs a value`);
      return next;
    };
    if (arg === '-X' || arg === '--request') request.method = value();
    else if (arg === '-H' || arg === '--header') {
      const header = value();
      const colon = header.indexOf(':');
      request.headers.push([header.slice(0, colon).trim(), header.slice(colon + 1).trim()]);
    } else if (arg === '-d' || arg === '--data' || arg === '--data-raw') request.data = request.data === undefined ? value() : `${request.data}&${value()}`;
    else if (arg === '-o' || arg === '--output') request.output = value();
    else if (arg === '-w' || arg === '--write-out') request.writeOut = value();
    else if (arg === '-i' || arg === '--include') request.includeHeaders = true;
    else if (arg === '--silent' || arg === '--show-error') continue;
    else if (/^-[a-zA-Z]+$/.test(arg) && [...arg.slice(1)].every((flag) => QUIET_FLAGS.has(flag))) continue;
    else if (arg.startsWith('-')) throw new Error(`curl stand-in: unsupported option ${arg} (install curl, or teach test/helpers/curl-stand-in.ts)`);
    else if (request.url) throw new Error(`curl stand-in: a second URL ${arg}`);
    else request.url = arg;
  }
  if (!request.url) throw new Error('curl stand-in: no URL');
  return request;
}

/** What curl would print to stdout (the body, or nothing with -o, then the -w text). */
export async function curl(args: readonly string[]): Promise<string> {
  const request = parseCurlArgs(args);
  const headers = new Headers(request.headers);
  // As curl: -d means POST, and a form body unless the caller named a type.
  if (request.data !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/x-www-form-urlencoded');
  const method = request.method ?? (request.data === undefined ? 'GET' : 'POST');
  const response = await fetch(request.url, { method, headers, body: request.data });
  const body = await response.text();
  const head = request.includeHeaders
    ? `HTTP/1.1 ${response.status} ${response.statusText}\r\n${[...response.headers].map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`
    : '';
  let printed = '';
  if (request.output === undefined) printed += head + body;
  else writeFileSync(request.output, head + body);
  if (request.writeOut !== undefined) printed += request.writeOut.replaceAll('%{http_code}', String(response.status)).replaceAll('\\n', '\n');
  return printed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  curl(process.argv.slice(2)).then(
    (printed) => process.stdout.write(printed),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
