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
    on: 'Your name is hidden in rankings.',
    off: 'Your name shows in rankings again.',
    error: 'The setting could not be saved.',
  },
  unsubscribe: {
    title: 'Weekly summary',
    lead: 'Do you want to stop getting the weekly Forest Challenge summary by e-mail?',
    confirm: 'Unsubscribe me',
    later: 'You can turn it back on at any time on the “My results” page.',
  },
  weeklyDigest: {
    label: 'Send me the weekly summary',
    hint: 'On Monday morning, an e-mail with your week, your place in the ranking and the company’s trees, while the challenge runs.',
    on: 'You will get the week’s summary on Monday.',
    off: 'You will no longer get the weekly summaries.',
    error: 'The setting could not be saved.',
  },
};
