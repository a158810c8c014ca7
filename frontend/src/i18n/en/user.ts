export const user = {
  editName: {
    title: 'Edit name',
    description: 'You can use your full name or a nickname.',
    label: 'Full name',
    saved: 'Your name has been changed.',
  },
  hideName: {
    label: 'Hide my name in rankings',
    hint: 'Others will see “Anonymous user” in the ranking, on the podium and on office screens. Your trees still count, and the event’s administrators still see your name.',
    hidden: 'Your name is hidden in rankings.',
    shown: 'Your name shows in rankings again.',
    error: 'The setting could not be saved.',
  },
};
