import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { STRAVA_CONSENT_VERSION } from '@lesne/contracts';
import { PanelLoading } from './PanelFrame';

const STATE_KEY = 'lesne_wyzwanie_strava_state';

function renderLoading(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <PanelLoading />
    </MemoryRouter>,
  );
}

describe('PanelLoading', () => {
  afterEach(() => sessionStorage.clear());

  it('says the account is being linked while the panel loads back from Strava', () => {
    sessionStorage.setItem(STATE_KEY, JSON.stringify({ state: 'st4te', consent: { version: STRAVA_CONSENT_VERSION, onDisconnect: 'keepAnonymous' } }));
    renderLoading('/moje-integracje?state=st4te&code=c0de&scope=read,activity:read_all');
    expect(screen.getByText('Strava zatwierdziła dostęp. Łączymy Twoje konto z wydarzeniem…')).toBeInTheDocument();
  });

  it('says it is loading anywhere else, and on a return this tab did not start', () => {
    renderLoading('/moje-integracje?state=forged&code=c0de');
    expect(screen.getByText('Ładowanie...')).toBeInTheDocument();
  });
});
