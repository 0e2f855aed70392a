import { MAX_RECORD_DEPTH } from '../../../domain/shared/index.js';
import { MAX_BODY_DEPTH, type BodyBounds } from '../../body.js';

/**
 * Largest body of a snapshot restore or a fixture upload: room for the snapshot of many organizations,
 * under V8's largest string (the ceiling of any JSON text the mock can parse; `GET /snapshot` streams its
 * answer: no such ceiling). The limit counts the bytes after decompression.
 */
const ADMIN_BODY_LIMIT = '500mb';

/** Nesting of a snapshot's records (root → organizations → environments → data → kind → record). */
export const SNAPSHOT_RECORD_DEPTH = 7;

/**
 * Deepest nesting of an admin body: a record nests at most `MAX_RECORD_DEPTH` (what the API makes of the
 * values it keeps); each body adds the levels of its own envelope around its records, so that whatever a
 * snapshot shows, a restore takes back.
 */
const RECORD_DEPTH = MAX_RECORD_DEPTH;

/**
 * The operations that take records: `ADMIN_BODY_LIMIT`, and room for their records' nesting. Every other
 * admin body (a fault rule, a clock action) is small and flat, and gets the API's `--body-limit` and depth,
 * so that a compressed body cannot inflate to hundreds of MB there.
 */
const RECORD_BODIES: Record<string, BodyBounds> = {
  restoreSnapshot: { limit: ADMIN_BODY_LIMIT, depth: RECORD_DEPTH + SNAPSHOT_RECORD_DEPTH },
  loadFixtures: { limit: ADMIN_BODY_LIMIT, depth: RECORD_DEPTH + 2 }, // {kind: [record]}
};

/** The body bounds of admin operation `operationId` on a mock whose API takes bodies up to `apiBodyLimit`. */
export const bodyBoundsOf = (operationId: string, apiBodyLimit: string): BodyBounds => RECORD_BODIES[operationId] ?? { limit: apiBodyLimit, depth: MAX_BODY_DEPTH };
