/**
 * The templates an engine has parsed, by their text: a step renders the same template for every recipient
 * and every trigger. Bounded by the text it keeps (the keys, which the parsed forms mirror in size), not
 * by a count: past the bound it starts afresh.
 */
export class CompiledCache<T> {
  readonly #entries = new Map<string, T>();
  #chars = 0;

  constructor(private readonly maxChars: number) {}

  get(template: string, make: (template: string) => T): T {
    const found = this.#entries.get(template);
    if (found !== undefined) return found;
    const made = make(template);
    if (template.length > this.maxChars / 4) return made;
    if (this.#chars + template.length > this.maxChars) {
      this.#entries.clear();
      this.#chars = 0;
    }
    this.#entries.set(template, made);
    this.#chars += template.length;
    return made;
  }
}
