import type { Translations } from '../types';

/** Mon compte : les préférences d’affichage (le reste de la page retombe sur l’en-US). */
export const profile: Pick<Translations, 'profile'> = {
  profile: {
    display: {
      title: 'Affichage',
      patientsTab: 'La page Patients s’ouvre sur',
      patientFileTab: 'Le dossier patient s’ouvre sur',
      patientFileTabHint:
        'Si le niveau de votre établissement comprend cette section ; sinon sur la première qu’il comprend.',
      patientListSort: 'Trier la liste des patients par',
    },
  },
};
