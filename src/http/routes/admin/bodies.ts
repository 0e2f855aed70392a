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
 * Deepest nesting of an admin body. A record may nest as deep as the API lets a body nest, plus a few
 * levels by which a stored record outgrows the body that made it (a trigger's payload sits in a job of
 * a notification); each body adds the levels of its own envelope around its records, so that whatever a
 * snapshot shows, a restore takes back.
 */
const RECORD_DEPTH = MAX_BODY_DEPTH + 10;

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
