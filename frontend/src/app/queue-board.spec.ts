import { http } from '../shared/api/http';
import { openQueueBoard } from './queue-board';

describe('opening the queue board', () => {
  const tab = { opener: window as Window | null, location: { href: '' }, close: jest.fn() };
  let post: jest.SpyInstance;

  beforeEach(() => {
    tab.opener = window;
    tab.location.href = '';
    tab.close.mockReset();
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    post = jest.spyOn(http, 'post');
  });
  afterEach(() => jest.restoreAllMocks());

  it('opens a tab within the click, asks for the pass, then leads the tab to the board', async () => {
    post.mockResolvedValue({ status: 204 });
    const opening = openQueueBoard();
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await opening;
    expect(post).toHaveBeenCalledWith('/admin/queues/session');
    expect(tab.location.href).toBe('/api/v1/admin/queues/');
  });

  it('closes the tab and reports the failure when the pass is refused', async () => {
    const refused = new Error('403');
    post.mockRejectedValue(refused);
    await expect(openQueueBoard()).rejects.toBe(refused);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
