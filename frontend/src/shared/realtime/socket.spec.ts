import { io } from 'socket.io-client';
import { emitLive, onLive, onLiveConnect } from './live-bus';
import { connectLive, disconnectLive } from './socket';

jest.unmock('./socket');
jest.mock('socket.io-client', () => ({ io: jest.fn() }));

/** A stand-in for socket.io's client socket: handlers by event, plus the catch-all. */
function fakeSocket() {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  let any: ((event: string, payload: unknown) => void) | undefined;
  const socket = {
    active: true,
    on: jest.fn((event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler)),
    onAny: jest.fn((handler: typeof any) => (any = handler)),
    offAny: jest.fn(),
    removeAllListeners: jest.fn(),
    disconnect: jest.fn(),
    connect: jest.fn(),
    fire: (event: string, ...args: unknown[]) => handlers.get(event)?.(...args),
    push: (event: string, payload: unknown) => any?.(event, payload),
  };
  return socket;
}

describe('live socket', () => {
  let sockets: ReturnType<typeof fakeSocket>[];

  beforeEach(() => {
    sockets = [];
    jest.mocked(io).mockImplementation(() => {
      const socket = fakeSocket();
      sockets.push(socket);
      return socket as never;
    });
  });

  afterEach(() => {
    disconnectLive();
    jest.useRealTimers();
  });

  it('connects to the same origin with the token, once per token', async () => {
    await connectLive('t1');
    await connectLive('t1');
    expect(io).toHaveBeenCalledTimes(1);
    expect(io).toHaveBeenCalledWith({ auth: { token: 't1' } });
  });

  it('passes server events and (re)connections on to the listeners', async () => {
    const totals = jest.fn();
    const connected = jest.fn();
    const stops = [onLive('user:totals', totals), onLiveConnect(connected)];
    await connectLive('t1');
    sockets[0].fire('connect');
    sockets[0].push('user:totals', { userId: 7, kmSum: 1, treeSum: 0.2 });
    sockets[0].fire('connect');
    expect(totals).toHaveBeenCalledWith({ userId: 7, kmSum: 1, treeSum: 0.2 });
    expect(connected).toHaveBeenCalledTimes(2);
    stops.forEach((stop) => stop());
    emitLive('user:totals', { userId: 7, kmSum: 2, treeSum: 0.4 });
    expect(totals).toHaveBeenCalledTimes(1);
  });

  it('replaces the socket for a new token and closes it on logout', async () => {
    await connectLive('t1');
    await connectLive('t2');
    expect(sockets[0].disconnect).toHaveBeenCalled();
    expect(io).toHaveBeenLastCalledWith({ auth: { token: 't2' } });
    disconnectLive();
    expect(sockets[1].disconnect).toHaveBeenCalled();
  });

  it('tries again later when the server refused the connection, as socket.io gives up then', async () => {
    jest.useFakeTimers();
    await connectLive('t1');
    sockets[0].active = false;
    sockets[0].fire('connect_error', new Error('unauthorized'));
    expect(sockets[0].connect).not.toHaveBeenCalled();
    jest.advanceTimersByTime(5000);
    expect(sockets[0].connect).toHaveBeenCalledTimes(1);
  });

  it('leaves a dropped connection to socket.io, which reconnects by itself', async () => {
    jest.useFakeTimers();
    await connectLive('t1');
    sockets[0].fire('connect_error', new Error('xhr poll error'));
    jest.advanceTimersByTime(60_000);
    expect(sockets[0].connect).not.toHaveBeenCalled();
  });
});
