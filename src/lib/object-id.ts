/** A Mongo ObjectId starts with its creation time in seconds, as the real service's ids do. */
export const createdAtOf = (id: string): string => {
  const seconds = Number.parseInt(id.slice(0, 8), 16);
  return new Date(Number.isNaN(seconds) ? 0 : seconds * 1000).toISOString();
};
