import { io } from 'socket.io-client';
import { connectOfficeScreen, REFUSED_RETRY_MS, type OfficeScreenSocketHandlers } from './office-screen-socket';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));

/** A stand-in for socket.io's client socket: handlers by event. */
function fakeSocket() {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  return {
    active: true,
    on: jest.fn((event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler)),
    removeAllListeners: jest.fn(),
    disconnect: jest.fn(),
    connect: jest.fn(),
    fire: (event: string, ...args: unknown[]) => handlers.get(event)?.(...args),
  };
}

const handlers = (): jest.Mocked<OfficeScreenSocketHandlers> => ({
  onChange: jest.fn(),
  onConnect: jest.fn(),
  onDisconnect: jest.fn(),
  onRefused: jest.fn(),
  onRevoked: jest.fn(),
});

/** socket.io's client loads with the first connection. */
const loaded = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the office screen socket', () => {
  let socket: ReturnType<typeof fakeSocket>;

  beforeEach(() => {
    socket = fakeSocket();
    jest.mocked(io).mockReturnValue(socket as never);
  });

  afterEach(() => jest.useRealTimers());

  it('connects with the link’s token and passes on what the screen listens for', async () => {
    const on = handlers();
    const close = connectOfficeScreen('tok-1', on);
    await loaded();
    expect(io).toHaveBeenCalledWith({ auth: { officeScreenToken: 'tok-1' } });
    socket.fire('connect');
    socket.fire('totals:changed', { companyId: 3, treeSum: 1, distanceSum: 7, activityCount: 1 });
    socket.fire('event:closed', { companyId: 3, reason: 'date' });
    socket.fire('office-screen:revoked');
    expect(on.onConnect).toHaveBeenCalledTimes(1);
    expect(on.onChange).toHaveBeenCalledTimes(2);
    expect(on.onRevoked).toHaveBeenCalledTimes(1);
    close();
  });

  it('leaves a network loss to socket.io’s own reconnection', async () => {
    const on = handlers();
    const close = connectOfficeScreen('tok-1', on);
    await loaded();
    jest.useFakeTimers();
    socket.fire('disconnect', 'transport close');
    socket.fire('connect_error', new Error('xhr poll error'));
    expect(on.onDisconnect).toHaveBeenCalledTimes(2);
    expect(on.onRefused).not.toHaveBeenCalled();
    jest.advanceTimersByTime(REFUSED_RETRY_MS);
    expect(socket.connect).not.toHaveBeenCalled();
    close();
  });

  it('after a refusal, asks for the view (it tells whether the link is gone) and tries again itself later', async () => {
    const on = handlers();
    const close = connectOfficeScreen('tok-1', on);
    await loaded();
    jest.useFakeTimers();
    socket.active = false;
    socket.fire('connect_error', new Error('refused'));
    expect(on.onRefused).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(REFUSED_RETRY_MS);
    expect(socket.connect).toHaveBeenCalledTimes(1);

    socket.fire('disconnect', 'io server disconnect');
    expect(on.onRefused).toHaveBeenCalledTimes(2);
    close();
    jest.advanceTimersByTime(REFUSED_RETRY_MS);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('lets go of everything when closed, even before socket.io has loaded', async () => {
    const close = connectOfficeScreen('tok-1', handlers());
    await loaded();
    close();
    expect(socket.removeAllListeners).toHaveBeenCalled();
    expect(socket.disconnect).toHaveBeenCalled();

    jest.mocked(io).mockClear();
    connectOfficeScreen('tok-2', handlers())();
    await loaded();
    expect(io).not.toHaveBeenCalled();
  });
});
