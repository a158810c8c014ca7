/** The company's certificate (/dyplomy/certyfikaty): spec sections 2 and 8. */
export const certificates = {
  title: 'Certyfikat',
  info: {
    title: 'Certyfikat dla firmy',
    text: 'Certyfikat jest dostępny po zakończeniu wydarzenia dla firm, które mają konto w serwisie posadzimy.pl. Możesz go wygenerować z jednego z dwóch szablonów:',
    reason: {
      notClosed: 'Twoje wydarzenie jeszcze się nie zakończyło.',
      noPlantingAccount: 'Twoja firma nie ma jeszcze konta w serwisie posadzimy.pl.',
    },
  },
  templates: {
    own: 'Szablon własny',
    planting: 'Szablon sadzenia drzew',
    ownAlt: 'Przykładowy certyfikat z szablonu własnego',
    plantingAlt: 'Przykładowy certyfikat z szablonu sadzenia drzew',
    generateOwn: 'Generuj z szablonem własnym',
    generatePlanting: 'Generuj z szablonem sadzenia drzew',
  },
  certLeft: 'Pozostałe certyfikaty',
  lang: 'Język certyfikatu',
  dedication: 'Dedykacja',
  dedicationHint: 'Tekst na certyfikacie, do {{max}} znaków.',
  dedicationRequired: 'Wpisz dedykację.',
  plantingPanelNotice: 'Certyfikat został już wygenerowany w panelu posadzimy.pl.',
  plantingPanelLink: 'Przejdź do panelu posadzimy.pl',
  rendering: 'Generowanie certyfikatu…',
  ready: 'Twój certyfikat jest gotowy.',
  download: 'Pobierz certyfikat',
  copyLink: 'Kopiuj link',
  verificationCode: 'Kod weryfikacyjny:',
  loadError: 'Błąd podczas pobierania certyfikatu',
  toast: {
    generated: 'Certyfikat wygenerowany!',
    error: 'Błąd podczas generowania certyfikatu',
    copied: 'Link skopiowany do schowka',
    copyError: 'Nie udało się skopiować linku',
  },
};
