import type { SignInLanguage } from './sign-in-language.ts';

/**
 * Every text of the sign-in pages (the identity provider's form and the
 * sign-in problem pages), in one language. The API draws these pages as
 * server templates, so they have this small table instead of the back
 * office's Lingui catalogue.
 */
export interface SignInTexts {
  signInTitle: string;
  email: string;
  password: string;
  signIn: string;
  /** Shown when the email is unknown or the password is wrong. */
  wrongCredentials: string;
  demoAccounts: string;
  /** Before the demo password in 'Every demo account uses the password huddle-demo.' */
  demoPasswordBefore: string;
  demoPasswordAfter: string;
  /** Name of the language switch (a nav landmark). */
  languageSwitch: string;
  expiredTitle: string;
  expiredMessage: string;
  problemTitle: string;
  problemMessage: string;
  unavailableTitle: string;
  unavailableMessage: string;
  notCompletedTitle: string;
  notCompletedMessage: string;
  noAccessTitle: string;
  noAccessMessage: string;
  signInAgain: string;
}

/** The sign-in texts in English and Spanish (spec §1); a missing Spanish text is a type error. */
export const signInTexts: Record<SignInLanguage, SignInTexts> = {
  en: {
    signInTitle: 'Sign in to Huddle',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    wrongCredentials: 'Email or password is incorrect.',
    demoAccounts: 'Demo accounts',
    demoPasswordBefore: 'Every demo account uses the password',
    demoPasswordAfter: '.',
    languageSwitch: 'Language',
    expiredTitle: 'Sign-in expired',
    expiredMessage: 'This sign-in page has expired. Go back to Huddle and sign in again.',
    problemTitle: 'Sign-in problem',
    problemMessage: 'The sign-in could not be completed. Try again.',
    unavailableTitle: 'Sign-in unavailable',
    unavailableMessage: 'The sign-in service cannot be reached. Try again in a moment.',
    notCompletedTitle: 'Sign-in did not complete',
    notCompletedMessage: 'This sign-in attempt expired or was not accepted. Please sign in again.',
    noAccessTitle: 'No access',
    noAccessMessage: 'Your account has no access to Huddle.',
    signInAgain: 'Sign in again',
  },
  es: {
    signInTitle: 'Iniciar sesión en Huddle',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    wrongCredentials: 'El correo electrónico o la contraseña no son correctos.',
    demoAccounts: 'Cuentas de demostración',
    demoPasswordBefore: 'Todas las cuentas de demostración usan la contraseña',
    demoPasswordAfter: '.',
    languageSwitch: 'Idioma',
    expiredTitle: 'Inicio de sesión caducado',
    expiredMessage: 'Esta página de inicio de sesión ha caducado. Vuelva a Huddle e inicie sesión de nuevo.',
    problemTitle: 'Problema al iniciar sesión',
    problemMessage: 'No se pudo completar el inicio de sesión. Inténtelo de nuevo.',
    unavailableTitle: 'Inicio de sesión no disponible',
    unavailableMessage: 'No se puede contactar con el servicio de inicio de sesión. Inténtelo de nuevo en un momento.',
    notCompletedTitle: 'El inicio de sesión no se completó',
    notCompletedMessage: 'Este intento de inicio de sesión caducó o no fue aceptado. Inicie sesión de nuevo.',
    noAccessTitle: 'Sin acceso',
    noAccessMessage: 'Su cuenta no tiene acceso a Huddle.',
    signInAgain: 'Iniciar sesión de nuevo',
  },
};
