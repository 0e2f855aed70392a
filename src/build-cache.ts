import { writeVerifiedStamp } from './seed/load-fixtures.js';
import { loadContract, writeContractCache } from './spec/load-spec.js';

/**
 * Build step (`npm run build`): derive the contract's operations once and check the bundled fixtures
 * against them, so that startup does neither.
 */
export async function writeBuildCache(): Promise<void> {
  await writeContractCache();
  writeVerifiedStamp(await loadContract());
}
