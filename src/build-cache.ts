import { writeVerifiedStamp } from './seed/load-fixtures.js';
import { loadContract, writeContractCache, writePrecompiledValidators } from './contract/load-spec.js';

/**
 * Build step (`npm run build`): derive the contract's operations once, compile their validators, and
 * check the bundled fixtures against them (with the precompiled validators), so that startup does none
 * of it.
 */
export async function writeBuildCache(): Promise<void> {
  await writeContractCache();
  await writePrecompiledValidators();
  writeVerifiedStamp(await loadContract());
}
