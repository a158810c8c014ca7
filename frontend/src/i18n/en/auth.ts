export const auth = {
  fields: {
    email: 'Email',
    password: 'Password',
    name: 'Full name',
    newPassword: 'New password',
    repeatPassword: 'Repeat password',
    remember: 'Remember me',
  },
  terms: 'I accept the <terms>terms of service</terms> and the <privacy>privacy policy</privacy>',
  contact: 'Questions? Write to us: <mail>{{email}}</mail>',
  backToLogin: 'Back to sign in',
  signIn: 'Sign in',
  passwordChanged: 'Your password has been changed.',
  invalidLink: {
    title: 'Invalid registration link',
    hint: 'Ask the event organiser at your company for a current link.',
  },
  login: {
    title: 'Sign in to your panel',
    submit: 'Sign in',
    forgot: 'Forgot your password?',
  },
  register: {
    title: 'Join the event',
    company: 'Invitation from {{company}}',
    submit: 'Sign up',
    haveAccount: 'Already have an account?',
  },
  lostPassword: {
    title: 'Forgot your password?',
    intro: "Enter your account's email address and we will send you a link to set a new password.",
    submit: 'Send link',
    sent: 'If this email address is registered, we have sent a link to change the password to it.',
    error: 'An error occurred while sending the message.',
  },
  resetPassword: {
    title: 'Set a new password',
    submit: 'Change password',
    error: 'An error occurred while resetting the password.',
  },
  setPassword: {
    title: 'Set your panel password',
    submit: 'Set password',
    error: 'An error occurred while changing the password.',
  },
};
