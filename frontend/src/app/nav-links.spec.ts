import { NAV_ITEMS, navItemsFor, type NavItem } from './nav-links';

describe('sidebar links', () => {
  it('lists only screens that exist', () => {
    for (const role of ['regular', 'companyAdmin', 'admin'] as const) {
      expect(navItemsFor(role).map((item) => item.to)).toEqual(['/']);
    }
  });

  it('holds every link of the spec, in its order', () => {
    expect(NAV_ITEMS.map((item) => item.to)).toEqual([
      '/',
      '/moje-integracje',
      '/moje-wyniki',
      '/ustawienia-eventu',
      '/zatwierdzenie-wpisow',
      '/lista-aktywnosci',
      '/dyplomy',
      '/druzyny',
      '/lista-uzytkownikow',
      '/zarzadzanie-eventami',
    ]);
  });

  it('shows a ready link only to the roles it is for', () => {
    const allReady: NavItem[] = NAV_ITEMS.map((item) => ({ ...item, ready: true }));
    const paths = (role: 'regular' | 'companyAdmin' | 'admin') => navItemsFor(role, allReady).map((item) => item.to);

    expect(paths('regular')).toEqual(['/', '/moje-integracje', '/moje-wyniki']);
    expect(paths('companyAdmin')).not.toContain('/lista-uzytkownikow');
    expect(paths('companyAdmin')).not.toContain('/zarzadzanie-eventami');
    expect(paths('companyAdmin')).toContain('/ustawienia-eventu');
    expect(paths('admin')).toHaveLength(NAV_ITEMS.length);
  });
});
