export const legal = {
  nav: {
    label: 'Dokumenty',
    privacy: 'Polityka prywatności',
    terms: 'Regulamin',
    deletion: 'Usunięcie konta',
    panel: 'Przejdź do panelu',
  },
};
