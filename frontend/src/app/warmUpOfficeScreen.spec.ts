import { QueryClient } from '@tanstack/react-query';
import { fetchOfficeScreen } from '../features/office-screen/office-screen.api';
import { warmUpOfficeScreen } from './warmUpOfficeScreen';

jest.mock('../features/office-screen/office-screen.api');
jest.mock('../features/office-screen/OfficeScreenPage', () => ({}));

describe('warming up the office screen', () => {
  beforeEach(() => jest.mocked(fetchOfficeScreen).mockReset().mockResolvedValue({} as never));

  it("asks for the screen's view in the link's language as the app starts", () => {
    window.history.pushState({}, '', '/ekran/tv-token?lang=en');
    warmUpOfficeScreen(new QueryClient());
    expect(fetchOfficeScreen).toHaveBeenCalledWith('tv-token', 'en', expect.anything());
  });

  it('asks for nothing on any other page', () => {
    window.history.pushState({}, '', '/logowanie');
    warmUpOfficeScreen(new QueryClient());
    expect(fetchOfficeScreen).not.toHaveBeenCalled();
  });
});
