import { describeRouteSize, overBudget, routeSizes, type BudgetChunk } from './bundle-budget';

const budget = { signIn: { module: 'src/features/auth/LoginPage.tsx', maxBytes: 150_000 }, routeMaxBytes: 250_000 };

function chunk(fileName: string, gzipBytes: number, rest: Partial<BudgetChunk> = {}): BudgetChunk {
  return { fileName, module: null, isEntry: false, modules: rest.module ? [rest.module] : [], imports: [], dynamicImports: [], gzipBytes, ...rest };
}

/** The app's shape: an entry with React beside it; sign-in and the panel load on demand, home inside the panel. */
function app({ login = 5_000, home = 20_000 } = {}): BudgetChunk[] {
  return [
    chunk('index.js', 60_000, { isEntry: true, module: 'src/main.tsx', imports: ['react.js'], dynamicImports: ['LoginPage.js', 'Panel.js'] }),
    chunk('react.js', 80_000),
    chunk('forms.js', 3_000, { imports: ['react.js'] }),
    chunk('LoginPage.js', login, { module: 'src/features/auth/LoginPage.tsx', imports: ['index.js', 'react.js', 'forms.js'] }),
    chunk('Panel.js', 40_000, { module: 'src/app/Panel.tsx', imports: ['index.js', 'socket.js'], dynamicImports: ['HomePage.js'] }),
    chunk('socket.js', 10_000),
    chunk('HomePage.js', home, { module: 'src/features/home/HomePage.tsx', imports: ['index.js', 'forms.js', 'Panel.js'] }),
  ];
}

const sizeOf = (chunks: BudgetChunk[], module: string) => routeSizes(chunks, budget).find((size) => size.module === module)!;

describe('routeSizes', () => {
  it('counts the entry, what it imports, and the route with what it imports, each chunk once', () => {
    const login = sizeOf(app(), 'src/features/auth/LoginPage.tsx');
    expect(login.gzipBytes).toBe(60_000 + 80_000 + 5_000 + 3_000);
    expect(login.chunks.sort()).toEqual(['LoginPage.js', 'forms.js', 'index.js', 'react.js']);
    expect(login.maxBytes).toBe(150_000);
  });

  it('counts the chunks loaded on the way to a route: home loads the panel first', () => {
    const home = sizeOf(app(), 'src/features/home/HomePage.tsx');
    expect(home.path).toEqual(['src/app/Panel.tsx', 'src/features/home/HomePage.tsx']);
    expect(home.gzipBytes).toBe(60_000 + 80_000 + 40_000 + 10_000 + 20_000 + 3_000);
    expect(home.maxBytes).toBe(250_000);
  });

  it('leaves the panel out of the sign-in page', () => {
    expect(sizeOf(app(), 'src/features/auth/LoginPage.tsx').chunks).not.toContain('Panel.js');
  });

  it('passes routes under their budgets', () => {
    expect(overBudget(routeSizes(app(), budget))).toEqual([]);
  });

  it('fails the sign-in page over 150 kB gzip', () => {
    const over = overBudget(routeSizes(app({ login: 7_001 }), budget));
    expect(over.map((size) => size.module)).toEqual(['src/features/auth/LoginPage.tsx']);
    expect(describeRouteSize(over[0])).toMatch(/^OVER +150\.0 kB \/ 150\.0 kB gzip/);
  });

  it('fails any route over 250 kB gzip', () => {
    const over = overBudget(routeSizes(app({ home: 57_001 }), budget));
    expect(over.map((size) => size.module)).toEqual(['src/features/home/HomePage.tsx']);
  });

  it('counts the entry alone as the route of a sign-in page bundled with it', () => {
    const chunks = app().map((c) => (c.fileName === 'index.js' ? { ...c, modules: ['src/main.tsx', 'src/features/auth/LoginPage.tsx'] } : c));
    const signIn = routeSizes(chunks, budget).find((size) => size.maxBytes === 150_000)!;
    expect(signIn.module).toBe('src/main.tsx');
    expect(signIn.gzipBytes).toBe(60_000 + 80_000);
  });

  it('refuses a build where no chunk holds the sign-in page, rather than checking nothing', () => {
    const renamed = app().map((c) => (c.fileName === 'LoginPage.js' ? { ...c, module: 'src/features/auth/SignIn.tsx', modules: ['src/features/auth/SignIn.tsx'] } : c));
    expect(() => routeSizes(renamed, budget)).toThrow('No chunk holds the sign-in page');
  });
});
