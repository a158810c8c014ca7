import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { aProfile } from '../../test/profiles';
import { signedInAs } from '../../test/query-client';
import { renderScreen } from '../../test/toasts';
import { fetchOperatorConditions } from './operations.api';
import { OperatorConditionsBanner } from './OperatorConditionsBanner';

jest.mock('./operations.api');
const conditionsMock = jest.mocked(fetchOperatorConditions);

const CAP = { kind: 'stravaAthleteCap' as const, startedAt: '2026-11-20T08:00:00.000Z', lastSeenAt: '2026-11-27T08:00:00.000Z', details: { taken: 10, limit: 10 } };
const ELSEWHERE = { kind: 'stravaSubscriptionElsewhere' as const, startedAt: '2026-11-27T08:00:00.000Z', lastSeenAt: '2026-11-27T09:00:00.000Z', details: { callbackUrl: 'https://old.example/api/v1/strava/webhook' } };

describe('OperatorConditionsBanner', () => {
  afterEach(() => act(() => i18next.changeLanguage('pl')));

  it('shows a platform admin each condition in force, with what to do and since when', async () => {
    conditionsMock.mockResolvedValue({ items: [CAP, ELSEWHERE] });
    signedInAs(aProfile({ role: 'admin', _company: null }));
    renderScreen(<OperatorConditionsBanner />);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Strava: wszystkie miejsca aplikacji są zajęte (10 z 10)');
    expect(alerts[0]).toHaveTextContent('Od 20.11.2026.');
    expect(alerts[1]).toHaveTextContent('https://old.example/api/v1/strava/webhook');
  });

  it('says nothing when all is well, and asks nothing for anyone but a platform admin', async () => {
    conditionsMock.mockResolvedValue({ items: [] });
    signedInAs(aProfile({ role: 'admin', _company: null }));
    const { unmount } = renderScreen(<OperatorConditionsBanner />);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();

    conditionsMock.mockClear();
    signedInAs(aProfile({ role: 'companyAdmin' }));
    renderScreen(<OperatorConditionsBanner />);
    expect(conditionsMock).not.toHaveBeenCalled();
  });

  it('speaks English', async () => {
    await act(() => i18next.changeLanguage('en'));
    conditionsMock.mockResolvedValue({ items: [{ ...CAP, kind: 'stravaAppInactive', details: { since: CAP.startedAt } }] });
    signedInAs(aProfile({ role: 'admin', _company: null }));
    renderScreen(<OperatorConditionsBanner />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Strava refuses the Forest Challenge app');
  });
});
