// @ts-check
// How the examples start and fail: a port that is taken is said in one sentence that names the variable
// moving it, with exit code 2 (as the mock's own CLI does), never as a stack trace.

/** An error whose message is the whole story: an example's entry prints it alone and exits with code 2. */
export class ExampleError extends Error {}

/**
 * `server.listen(port, host)`: resolves with the port listened on; a busy or forbidden port rejects with an
 * ExampleError naming it and `variable`, the environment variable that picks another.
 * @param {import('node:net').Server} server
 * @param {{ port: number; host: string; variable: string }} where
 * @returns {Promise<number>}
 */
export function listen(server, { port, host, variable }) {
  return new Promise((resolve, reject) => {
    const another = `set ${variable} to another port (${variable}=0 picks a free one)`;
    /** @param {NodeJS.ErrnoException} error */
    const fail = (error) => {
      if (error.code === 'EADDRINUSE') reject(new ExampleError(`port ${port} on ${host} is already in use: stop what holds it, or ${another}`));
      else if (error.code === 'EACCES') reject(new ExampleError(`port ${port} on ${host} needs privileges this process lacks: ${another}`));
      else reject(error);
    };
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/**
 * An example's entry point: runs `main`; an ExampleError ends the process with its sentence on stderr and
 * exit code 2, anything else as usual.
 * @template T
 * @param {() => Promise<T>} main
 * @returns {Promise<T>}
 */
export async function runExample(main) {
  try {
    return await main();
  } catch (error) {
    if (!(error instanceof ExampleError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
}

/**
 * The port an environment variable asks for, or `fallback`; anything but a port number is refused.
 * @param {string} variable
 * @param {number} fallback
 * @returns {number}
 */
export function portFrom(variable, fallback) {
  const value = process.env[variable];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port > 65535) throw new ExampleError(`${variable} must be a port number from 0 to 65535, got "${value}"`);
  return port;
}
