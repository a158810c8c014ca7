import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCompany } from '../test/companies';
import { aProfile } from '../test/profiles';
import { signedInAs } from '../test/query-client';
import { renderRoutes } from '../test/render';
import { Layout } from './Layout';

// The layout asks whether to offer the survey; these tests are about the menu.
jest.mock('../features/survey/survey.api', () => ({
  takeSurveyOffer: jest.fn().mockResolvedValue({ shouldShow: false }),
  saveSurveyStep: jest.fn(),
  fetchSurveySummary: jest.fn(() => new Promise(() => undefined)),
}));

function renderLayout() {
  signedInAs(aProfile(), aCompany());
  return renderRoutes(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>Start</h1> },
          { path: '*', element: <h1>Inna strona</h1> },
        ],
      },
    ],
    '/',
  );
}

async function openMenu() {
  const button = screen.getByRole('button', { name: 'Menu' });
  await userEvent.click(button);
  return { button, menu: screen.getByRole('dialog', { name: 'Menu główne' }) };
}

describe('the phone menu', () => {
  it('opens as a dialog that keeps focus inside', async () => {
    renderLayout();
    const { button, menu } = await openMenu();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    // Round the whole menu and further: focus never leaves it.
    const stops = within(menu).getAllByRole('link').length + within(menu).getAllByRole('button').length + 2;
    for (let step = 0; step < stops; step += 1) {
      await userEvent.tab();
      expect(menu).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    expect(menu).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    renderLayout();
    const { button } = await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a link is chosen, the current page’s too', async () => {
    const { address } = renderLayout();
    let { menu, button } = await openMenu();
    await userEvent.click(within(menu).getByRole('link', { name: 'Moje wyniki' }));
    expect(address()).toBe('/moje-wyniki');
    expect(screen.getByRole('heading', { name: 'Inna strona' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    ({ menu, button } = await openMenu());
    await userEvent.click(within(menu).getByRole('link', { name: 'Moje wyniki' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop beside it', async () => {
    renderLayout();
    await openMenu();
    await userEvent.click(document.querySelector('.backdrop') as Element);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
