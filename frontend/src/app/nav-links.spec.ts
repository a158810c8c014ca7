import type { Role } from '@lesne/contracts';
import { aCompany } from '../test/companies';
import { NAV_ITEMS, navItemsFor, type NavItem } from './nav-links';

const paths = (role: Role, company = aCompany(), items?: NavItem[]) => navItemsFor({ role, company }, items).map((item) => item.to);

describe('sidebar links', () => {
  it('holds every link of docs/product.md#sidebar, in its order', () => {
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
      '/api/v1/admin/queues/',
    ]);
  });

  it('shows a participant only the screens for everyone', () => {
    expect(paths('regular')).toEqual(['/', '/moje-integracje', '/moje-wyniki']);
  });

  it('shows a company admin settings, approval, the activity list, diplomas and teams, not users or events', () => {
    expect(paths('companyAdmin')).toEqual([
      '/',
      '/moje-integracje',
      '/moje-wyniki',
      '/ustawienia-eventu',
      '/zatwierdzenie-wpisow',
      '/lista-aktywnosci',
      '/dyplomy',
      '/druzyny',
    ]);
  });

  it('hides teams when the company has them switched off', () => {
    expect(paths('companyAdmin', aCompany({ teams: false }))).toEqual([
      '/',
      '/moje-integracje',
      '/moje-wyniki',
      '/ustawienia-eventu',
      '/zatwierdzenie-wpisow',
      '/lista-aktywnosci',
      '/dyplomy',
    ]);
  });

  it('badges entry approval only', () => {
    expect(NAV_ITEMS.filter((item) => item.badge).map((item) => item.to)).toEqual(['/zatwierdzenie-wpisow']);
  });

  it('shows a platform admin without a company users, events and the queue board only', () => {
    expect(navItemsFor({ role: 'admin', company: null }).map((item) => item.to)).toEqual([
      '/',
      '/lista-uzytkownikow',
      '/zarzadzanie-eventami',
      '/api/v1/admin/queues/',
    ]);
  });

  it("keeps the users link for a platform admin acting as a company's admin", () => {
    expect(navItemsFor({ role: 'companyAdmin', company: aCompany(), acting: true }).map((item) => item.to)).toContain('/lista-uzytkownikow');
    expect(navItemsFor({ role: 'companyAdmin', company: aCompany(), acting: true }).map((item) => item.to)).not.toContain('/zarzadzanie-eventami');
  });

  it('shows a ready link only to the roles it is for', () => {
    const allReady: NavItem[] = NAV_ITEMS.map((item) => ({ ...item, ready: true }));
    expect(paths('regular', aCompany(), allReady)).toEqual(['/', '/moje-integracje', '/moje-wyniki']);
    expect(paths('companyAdmin', aCompany(), allReady)).not.toContain('/lista-uzytkownikow');
    expect(paths('companyAdmin', aCompany(), allReady)).not.toContain('/zarzadzanie-eventami');
    expect(paths('companyAdmin', aCompany(), allReady)).not.toContain('/api/v1/admin/queues/');
    expect(paths('admin', aCompany(), allReady)).toHaveLength(NAV_ITEMS.length);
  });

});
