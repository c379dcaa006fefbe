import { describe, expect, it, vi } from 'vitest';
import { TypedEmitter } from './typed-emitter';

interface Events {
  ping: (value: number) => void;
}

class Pinger extends TypedEmitter<Events> {
  ping(value: number) {
    this.emit('ping', value);
  }
}

describe('TypedEmitter', () => {
  it('calls every handler registered with on, until it is removed with off', () => {
    const pinger = new Pinger();
    const handler = vi.fn();
    pinger.on('ping', handler).ping(1);
    pinger.off('ping', handler).ping(2);
    expect(handler.mock.calls).toEqual([[1]]);
  });

  it('calls a once handler once, and off removes it before it fires', () => {
    const pinger = new Pinger();
    const once = vi.fn();
    const removed = vi.fn();
    pinger.once('ping', once).once('ping', removed).off('ping', removed);
    pinger.ping(1);
    pinger.ping(2);
    expect(once.mock.calls).toEqual([[1]]);
    expect(removed).not.toHaveBeenCalled();
  });
});
