export const user = {
  editName: {
    title: 'Edit name',
    description: 'You can use your full name or a nickname.',
    label: 'Full name',
    saved: 'Your name has been changed.',
  },
};
