import type { Translations } from '../types';

/** Le titre de la page des examens non attribués, fusionné dans `routes`. */
export const unassignedExamsRoutes = { 'unassigned-exams': 'Examens non attribués' } as const;

/** Les examens attribués à aucun médecin, que les administrateurs système attribuent. */
export const unassignedExams: Pick<Translations, 'unassignedExams'> = {
  unassignedExams: {
    navigation: 'Examens non attribués',
    intro:
      'Aucun établissement ni tag de médecin prescripteur ne correspond à ces examens. Attribuez chacun au médecin qui doit le voir.',
    loading: 'Chargement des examens non attribués…',
    error: 'Les examens non attribués n’ont pas pu être chargés.',
    retry: 'Réessayer',
    count_one: '{{count}} examen en attente',
    count_other: '{{count}} examens en attente',
    empty: {
      title: 'Aucun examen n’attend de médecin',
      body: 'Les examens qui ne correspondent à aucun médecin apparaissent ici.',
    },
    table: {
      label: 'Examens non attribués',
      patientName: 'Patient',
      patientId: 'ID patient',
      examDate: 'Date de l’examen',
      description: 'Description',
      institution: 'Établissement (tel que reçu)',
      referringPhysician: 'Médecin prescripteur (tel que reçu)',
      receivedAt: 'Reçu le',
      actions: 'Actions',
      none: '—',
      unnamed: 'Patient sans nom',
    },
    assign: {
      open: 'Attribuer',
      openNamed: 'Attribuer l’examen de {{patient}}',
      title: 'Attribuer l’examen',
      exam: 'Examen de {{patient}} (ID patient {{patientId}}), {{date}}',
      physician: 'Médecin',
      physicianHint: 'Médecins actifs, par nom ou e-mail',
      physicianPlaceholder: 'Rechercher un médecin',
      searching: 'Recherche…',
      noMatch: 'Aucun médecin actif ne correspond',
      required: 'Choisissez le médecin qui verra cet examen',
      confirm: 'Attribuer',
      done: 'L’examen de {{patient}} est attribué à {{physician}}.',
    },
    pages: {
      label: 'Pages des examens non attribués',
      page: 'Page {{page}}',
      previous: 'Page précédente',
      next: 'Page suivante',
    },
  },
};
