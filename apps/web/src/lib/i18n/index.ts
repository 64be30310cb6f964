import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from './en-US';
import { frFR } from './fr-FR';

export const LOCALES = ['en-US', 'fr-FR'] as const;
export type Locale = (typeof LOCALES)[number];

/** en-US unless the browser prefers French (seed §1: en-US default, fr-FR partial). */
export function preferredLocale(languages: readonly string[]): Locale {
  const first = languages[0]?.toLowerCase() ?? '';
  return first.startsWith('fr') ? 'fr-FR' : 'en-US';
}

/** Starts i18next; synchronous, since the resources are bundled. */
export function initI18n(locale: Locale = preferredLocale(navigator.languages)): typeof i18next {
  void i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en-US',
    supportedLngs: LOCALES,
    resources: { 'en-US': { translation: enUS }, 'fr-FR': { translation: frFR } },
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  document.documentElement.lang = locale;
  return i18next;
}
