export const legal = {
  nav: {
    label: 'Documents',
    privacy: 'Privacy policy',
    terms: 'Terms of service',
    deletion: 'Account deletion',
    panel: 'Go to the panel',
  },
};
