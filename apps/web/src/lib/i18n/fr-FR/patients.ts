import type { Translations } from '../types';

/** La page Patients (ses onglets et les listes de dossiers patients) et la recherche de l’en-tête. */
export const patients: Pick<Translations, 'patients' | 'patientSearch'> = {
  patients: {
    title: 'Patients',
    tabsLabel: 'Listes de patients',
    loadingTab: 'Chargement de l’onglet…',
    tabs: {
      exams: 'Examens du patient',
      'surgical-plan': 'Plan chirurgical',
      'surgical-strategy': 'Stratégie chirurgicale',
      'patient-trends': 'Tendances du patient',
      'surgical-candidates': 'Candidats chirurgicaux',
      favorites: 'Favoris',
      'patient-list': 'Liste des patients',
    },
    coming: {
      'surgical-plan':
        'Les plans chirurgicaux apparaîtront ici avec l’arrivée de la planification chirurgicale dans Sagitta.',
      'surgical-strategy':
        'Les stratégies chirurgicales apparaîtront ici avec l’arrivée de la planification chirurgicale dans Sagitta.',
    },
    search: {
      region: 'Rechercher des patients',
      label: 'Rechercher par nom, IPP ou identifiant produit',
      placeholder: 'Nom, IPP ou identifiant produit ; virgules entre plusieurs',
      clear: 'Effacer la recherche',
    },
    sort: {
      label: 'Trier par',
      name: 'Nom',
      'last-exam': 'Dernier examen',
    },
    count_one: '{{count}} patient',
    count_other: '{{count}} patients',
    loading: 'Chargement des patients…',
    error: 'Les patients n’ont pas pu être chargés.',
    retry: 'Réessayer',
    empty: {
      all: {
        title: 'Aucun patient pour le moment',
        body: 'Les patients apparaissent ici dès que leur premier examen arrive dans Sagitta.',
      },
      favorites: {
        title: 'Aucun favori pour le moment',
        body: 'Ajoutez une étoile à un patient dans la liste des patients pour le retrouver ici.',
      },
      'surgical-candidates': {
        title: 'Aucun candidat chirurgical pour le moment',
        body: 'Les patients marqués comme candidats chirurgicaux dans leur dossier apparaissent ici.',
      },
    },
    noMatch: {
      title: 'Aucun patient ne correspond à « {{search}} »',
      body: 'Vérifiez l’orthographe, ou cherchez par IPP ou identifiant produit. Chaque partie entre virgules doit correspondre.',
      clear: 'Effacer la recherche',
    },
    table: {
      label: 'Patients',
      favorite: 'Favori',
      name: 'Nom',
      mrn: 'IPP',
      productId: 'Identifiant produit',
      ageSex: 'Âge et sexe',
      birthDate: 'Date de naissance',
      lastExam: 'Dernier examen',
      flags: 'Indicateurs',
      unknown: 'Inconnu',
      noName: 'Nom inconnu',
    },
    badges: {
      pediatric: 'Pédiatrique',
      urgent: 'Urgent',
      surgicalCandidate: 'Candidat chirurgical',
    },
    favorite: {
      toggle: 'Favori : {{name}}',
      failed: 'Le favori n’a pas pu être enregistré. Réessayez.',
    },
    pagination: {
      pages: 'Pages de la liste des patients',
      page: 'Page {{page}}',
      previous: 'Page précédente',
      next: 'Page suivante',
    },
  },
  patientSearch: {
    label: 'Trouver un patient',
    placeholder: 'Trouver un patient : nom, IPP ou identifiant produit',
    searching: 'Recherche…',
    none: 'Aucun patient trouvé',
    failed: 'La recherche a échoué. Réessayez.',
    mrn: 'IPP {{mrn}}',
    born: 'né(e) le {{date}}',
  },
};
