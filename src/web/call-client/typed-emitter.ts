// A minimal typed event emitter with the `on`/`off`/`once` surface of Node's EventEmitter, which the hosted SDK extends.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each event's handler has its own signature
type Handler = (...args: any[]) => void;

export class TypedEmitter<Events extends Record<keyof Events, Handler>> {
  readonly #handlers = new Map<keyof Events, Set<Events[keyof Events]>>();

  on<E extends keyof Events>(event: E, handler: Events[E]): this {
    let handlers = this.#handlers.get(event);
    if (!handlers) this.#handlers.set(event, (handlers = new Set()));
    handlers.add(handler);
    return this;
  }

  off<E extends keyof Events>(event: E, handler: Events[E]): this {
    const handlers = this.#handlers.get(event);
    if (!handlers) return this;
    handlers.delete(handler);
    for (const registered of handlers) {
      if (onceOriginals.get(registered) === handler) handlers.delete(registered);
    }
    return this;
  }

  once<E extends keyof Events>(event: E, handler: Events[E]): this {
    const wrapper = ((...args: Parameters<Events[E]>) => {
      this.off(event, wrapper);
      handler(...args);
    }) as Events[E];
    onceOriginals.set(wrapper, handler);
    return this.on(event, wrapper);
  }

  protected emit<E extends keyof Events>(event: E, ...args: Parameters<Events[E]>): void {
    // A copy, so a handler that removes itself does not disturb the iteration.
    for (const handler of [...(this.#handlers.get(event) ?? [])]) handler(...args);
  }
}

/** Lets `off(event, handler)` remove a handler registered with `once`. */
const onceOriginals = new WeakMap<object, unknown>();
