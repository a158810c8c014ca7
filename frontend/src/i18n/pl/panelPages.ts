/** The panel screens' browser tab titles and search descriptions, loaded with the panel (app/page-meta.ts). */
export const panelPages = {
  home: { title: 'Strona główna', description: 'Podsumowanie wydarzenia, ranking i posadzone drzewa.' },
  myResults: { title: 'Moje wyniki', description: 'Twoje aktywności, kilometry i dyplom w wyzwaniu.' },
  integrations: { title: 'Moje integracje', description: 'Połącz Stravę i dodawaj wyniki ręcznie.' },
  settings: { title: 'Ustawienia wydarzenia', description: 'Logo, nazwa firmy, zasady wydarzenia, link zaproszenia i ekrany biurowe.' },
  approvals: { title: 'Zatwierdzanie wpisów', description: 'Wpisy oczekujące na zatwierdzenie i zgłoszone wpisy uczestników.' },
  activities: { title: 'Lista aktywności', description: 'Wszystkie aktywności uczestników wydarzenia.' },
  diplomas: { title: 'Dyplomy', description: 'Dyplomy uczestników wydarzenia.' },
  certificates: { title: 'Certyfikaty', description: 'Certyfikaty posadzonych drzew dla firmy.' },
  teams: { title: 'Drużyny', description: 'Drużyny wydarzenia i ich członkowie.' },
  users: { title: 'Lista użytkowników', description: 'Użytkownicy, ich role i prośby o usunięcie konta.' },
  events: { title: 'Zarządzanie wydarzeniami', description: 'Wydarzenia wszystkich firm na platformie.' },
  stravaImports: { title: 'Importy ze Stravy', description: 'Aktywności pobrane ze Stravy i powody, dla których któreś się nie liczą.' },
};
