/**
 * The regular-expression engine of payload schemas (`pattern`, `patternProperties`): RE2 semantics
 * (re2js, pure JavaScript), whose matching time grows linearly with the text, so a pattern such as
 * `^(a+)+$` cannot make one trigger block every other request. A pattern is first parsed as the real
 * service does (a JavaScript `u` regexp, so what it refuses is refused here with the same words); what
 * only a backtracking engine can run (lookaround, backreferences) is refused with RE2's reason.
 */
import { RE2JS } from 're2js';

/**
 * The largest compiled program (RE2 instructions) a schema's patterns may add up to. Matching costs at
 * worst about instructions × text length: at 1,000, a 512 KB payload string takes a few hundred ms in
 * the worst case measured (`(a|aa){1,140}$`); ordinary patterns (an e-mail, a date, a UUID) take 10–60.
 */
export const PATTERN_PROGRAM_LIMIT = 1_000;

export interface LinearPattern {
  /** Compiled program size: the pattern's share of `PATTERN_PROGRAM_LIMIT`. */
  instructions: number;
  test(text: string): boolean;
}

/** A named backreference (`\k<name>`): valid JavaScript, which RE2 cannot run. */
const NAMED_BACKREFERENCE = /(?<!\\)(?:\\\\)*\\k</;

/** The pattern as a message quotes it: at most 100 characters of it. */
const quoted = (pattern: string) => JSON.stringify(pattern.length > 100 ? `${pattern.slice(0, 100)}…` : pattern);

/** The pattern compiled for linear-time matching; throws an Error that says why a pattern cannot be. */
export function compileLinearPattern(pattern: string): LinearPattern {
  try {
    new RegExp(pattern, 'u');
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/^Invalid regular expression: \/.*\/u: /s, '');
    throw new Error(`pattern ${quoted(pattern)} is not a valid regular expression: ${reason}`);
  }
  if (NAMED_BACKREFERENCE.test(pattern)) throw new Error(`pattern ${quoted(pattern)} uses a backreference, which a linear-time engine cannot match`);
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(RE2JS.translateRegExp(pattern));
  } catch (error) {
    throw new Error(`pattern ${quoted(pattern)} cannot run on a linear-time engine: ${error instanceof Error ? error.message : String(error)}`);
  }
  const instructions = compiled.re2().prog.numInst() as number;
  if (instructions > PATTERN_PROGRAM_LIMIT) {
    throw new Error(`pattern ${quoted(pattern)} is too complex: ${instructions} instructions compiled, over the limit of ${PATTERN_PROGRAM_LIMIT}`);
  }
  return { instructions, test: (text) => compiled.test(text) };
}

/** Ajv's `code.regExp` engine (the `u` flag is implied: RE2 matches code points). */
export const linearRegExp = Object.assign((pattern: string) => compileLinearPattern(pattern), { code: 'linearRegExp' });
