/** Sign-in, set-password. */
export const auth = {
  signIn: {
    title: 'Sign in to Sagitta',
    subtitle: 'Spine surgery planning and imaging',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    requestAccount: 'Request an account',
    noAccount: 'No account yet?',
    invalidEmail: 'Enter a valid email address.',
    passwordRequired: 'Enter your password.',
  },
  setPassword: {
    title: 'Set your password',
    intro: 'Your account needs a new password before you continue.',
    currentPassword: 'Current (temporary) password',
    newPassword: 'New password',
    confirmPassword: 'Confirm the new password',
    rules:
      'At least 12 characters, with three of: lower-case letters, upper-case letters, digits, symbols.',
    mismatch: 'The two passwords differ.',
    submit: 'Set password',
    done: 'Your password is set.',
  },
} as const;
