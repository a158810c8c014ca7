import { act, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { aProfile } from '../../test/profiles';
import { signedInAs, testQueryClient } from '../../test/query-client';
import { renderRoutes } from '../../test/render';
import { updateProfile } from './user.api';
import { userKeys, useMailLanguage } from './user.queries';

jest.mock('./user.api');

function Panel() {
  useMailLanguage();
  return <h1>Panel</h1>;
}

describe('the language of my own mails', () => {
  beforeEach(() => jest.clearAllMocks());
  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('follows the language I read the panel in, saved once when the two differ', async () => {
    jest.mocked(updateProfile).mockResolvedValue(aProfile({ lang: 'en' }));
    signedInAs(aProfile({ lang: 'pl' }));
    renderRoutes([{ path: '/', element: <Panel /> }]);
    expect(updateProfile).not.toHaveBeenCalled();
    await act(() => i18next.changeLanguage('en'));
    await waitFor(() => expect(updateProfile).toHaveBeenCalledWith({ lang: 'en' }));
    await waitFor(() => expect(testQueryClient().getQueryData(userKeys.profile)).toMatchObject({ lang: 'en' }));
    expect(updateProfile).toHaveBeenCalledTimes(1);
  });

  it('leaves mine alone while a platform admin acts as me', async () => {
    signedInAs(aProfile({ lang: 'pl', actingAdminId: 1 }));
    renderRoutes([{ path: '/', element: <Panel /> }]);
    await act(() => i18next.changeLanguage('en'));
    expect(updateProfile).not.toHaveBeenCalled();
  });
});
