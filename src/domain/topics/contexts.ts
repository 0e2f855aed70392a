/**
 * The identifier a subscription gets when the caller names none: one per topic, subscriber and context
 * (`tk_<topicKey>:si_<subscriberId>`, then `:ctx_` and the sorted context keys when there are any).
 */
export function defaultIdentifier(topicKey: string, subscriberId: string, contextKeys: readonly string[] = []): string {
  const base = `tk_${topicKey}:si_${subscriberId}`;
  return contextKeys.length > 0 ? `${base}:ctx_${[...contextKeys].sort().join(',')}` : base;
}
