// Builds the image and weighs it: build time, what the build stage downloaded, the image and its layers above the base.
import { lastLine, run, runOk, type Engine } from './engine.js';
import { DOWNLOAD_LINE } from '../docker-deps.mjs';

export const IMAGE = 'notification-api-mock:latest';
/** A build still going after this is hung (a cold build takes about two minutes on two busy cores). */
const BUILD_CEILING_MS = 20 * 60_000;

export interface BuildReport {
  seconds: number;
  cold: boolean;
  /** The longest steps with their seconds (podman's output; empty with docker's). */
  slowest: string[];
  /** MB npm added to its cache in this build, and the cache's MB in all (what a first build downloads); undefined when the install step was cached. */
  download?: { fetchedMb: number; cacheMb: number };
}

/** `build -t notification-api-mock:latest` of `root`, from `base` when given; cold: without the layer cache. */
export async function buildImage(engine: Engine, root: string, options: { base?: string; cold: boolean; verbose: boolean }): Promise<BuildReport> {
  const args = ['build', ...engine.buildFlags, '-t', IMAGE];
  if (options.base) args.push('--build-arg', `BASE_IMAGE=${options.base}`);
  if (options.cold) args.push('--no-cache');
  const started = performance.now();
  const steps = new StepClock();
  const echo = (text: string) => {
    steps.saw(text);
    if (options.verbose) process.stdout.write(text);
  };
  const result = await run(engine, [...args, root], { ceilingMs: BUILD_CEILING_MS, echo });
  const seconds = (performance.now() - started) / 1000;
  if (result.code !== 0) throw new Error(`the build failed: ${lastLine(result.stderr || result.stdout)}`);
  const download = DOWNLOAD_LINE.exec(result.stdout + result.stderr);
  return { seconds, cold: options.cold, slowest: steps.slowest(3), ...(download ? { download: { fetchedMb: Number(download[1]), cacheMb: Number(download[2]) } } : {}) };
}

/** How long each of the build's steps took, from the moments podman's `STEP n/m: …` lines appeared. */
class StepClock {
  private readonly steps: { name: string; at: number }[] = [];
  private ended = 0;

  saw(text: string): void {
    const now = performance.now();
    for (const [, name] of text.matchAll(/STEP \d+\/\d+: (.*)/g)) this.steps.push({ name: (name as string).replace(/\s+/g, ' ').slice(0, 60), at: now });
    this.ended = now;
  }

  /** The `count` longest steps, as `RUN npm run build 95 s`. */
  slowest(count: number): string[] {
    // The last step's time runs to the end of the build: it includes writing the image.
    const timed = this.steps.map((step, i) => ({ name: i === this.steps.length - 1 ? `${step.name} + the image's commit` : step.name, seconds: ((this.steps[i + 1]?.at ?? this.ended) - step.at) / 1000 }));
    return timed.sort((a, b) => b.seconds - a.seconds).slice(0, count).map((step) => `${step.name} ${Math.round(step.seconds)} s`);
  }
}

/** The base image's reference, as the Dockerfile's `ARG BASE_IMAGE` names it by default. */
export function defaultBase(dockerfile: string): string {
  return /^ARG BASE_IMAGE=(\S+)/m.exec(dockerfile)?.[1] ?? 'node:20-alpine';
}

export interface Sizes {
  imageMb: number;
  baseMb: number;
  aboveBaseMb: number;
}

/** The image's size, its base's, and what its own layers add (the sum of its layers minus the base's). */
export async function sizesOf(engine: Engine, base: string): Promise<Sizes> {
  const size = async (image: string) => Number(await runOk(engine, ['image', 'inspect', '--format', '{{.Size}}', image])) / 1e6;
  const [imageMb, baseMb] = [await size(IMAGE), await size(base)];
  return { imageMb, baseMb, aboveBaseMb: imageMb - baseMb };
}

/** The HEALTHCHECK the image carries (empty when the build format dropped it). */
export async function healthcheckOf(engine: Engine): Promise<string[]> {
  const json = await runOk(engine, ['image', 'inspect', '--format', '{{json .Config.Healthcheck}}', IMAGE]);
  return ((JSON.parse(json) as { Test?: string[] } | null)?.Test ?? []).filter((word) => word !== 'NONE');
}
