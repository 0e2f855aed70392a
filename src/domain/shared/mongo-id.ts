/** class-validator's `isMongoId`, the check of the real service's commands: 24 hexadecimal characters, of either case. */
export const isMongoId = (value: string): boolean => /^[0-9a-fA-F]{24}$/.test(value);

/** The real repositories' `isInternalId`, a controller's check: an ObjectId as it prints, lower-case. */
export const isInternalId = (value: string): boolean => /^[0-9a-f]{24}$/.test(value);
