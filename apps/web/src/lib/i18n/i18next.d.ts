import 'i18next';
import type { enUS } from './en-US';

// Typed keys: `t('menu.profil')` is a type error, so a missing en-US key fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enUS };
  }
}
