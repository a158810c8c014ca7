export const home = {
  title: 'Home',
  greeting: 'Hi, {{name}}!',
  company: 'You are taking part in the challenge of {{company}}.',
  noCompany: 'Your account is not assigned to any company.',
  editName: 'Edit name',
};
