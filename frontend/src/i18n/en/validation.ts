export const validation = {
  required: 'This field is required.',
  email: 'Please enter a valid email address.',
  minLength_one: 'The minimum length is {{count}} character.',
  minLength_other: 'The minimum length is {{count}} characters.',
  maxLength_one: 'The maximum length is {{count}} character.',
  maxLength_other: 'The maximum length is {{count}} characters.',
  passwordMin_one: 'The password must be at least {{count}} character long.',
  passwordMin_other: 'The password must be at least {{count}} characters long.',
  passwordsMismatch: 'The passwords do not match.',
  termsRequired: 'Accept the terms of service and the privacy policy to continue.',
};
