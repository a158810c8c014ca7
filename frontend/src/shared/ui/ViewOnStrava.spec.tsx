import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { ViewOnStrava } from './ViewOnStrava';

describe('ViewOnStrava', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it("links to the activity on Strava in Strava's words, in a new tab", async () => {
    render(<ViewOnStrava activityId="13579246801" />);
    const link = screen.getByRole('link', { name: 'Zobacz w Strava (otwiera się w nowej karcie)' });
    expect(link).toHaveAttribute('href', 'https://www.strava.com/activities/13579246801');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('link', { name: 'View on Strava (opens in a new tab)' })).toBeInTheDocument();
  });
});
