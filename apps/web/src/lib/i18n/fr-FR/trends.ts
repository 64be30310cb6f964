import type { Translations } from '../types';

/**
 * Les tendances du patient (issue 17) : le sous-onglet TRENDS du dossier patient et l’onglet
 * Tendances des patients de la page Patients.
 */
export const trends: Pick<Translations, 'trends'> = {
  trends: {
    loading: 'Chargement des tendances…',
    loadFailed: 'Les tendances n’ont pas pu être chargées.',
    loadingCharts: 'Chargement des graphiques…',
    retry: 'Réessayer',
    empty: {
      title: 'Aucune tendance pour le moment',
      body: 'Les tendances apparaissent dès qu’une évaluation de l’alignement de ce patient est approuvée ; une courbe en demande deux.',
    },
    intro_one: 'D’après {{count}} évaluation de l’alignement approuvée.',
    intro_other: 'D’après {{count}} évaluations de l’alignement approuvées.',
    olderNotShown:
      'Les {{shown}} plus récentes des {{count}} évaluations approuvées sont affichées.',
    chartLabel:
      '{{parameter}} au fil du temps, nombre de valeurs : {{count}}. Le tableau donne ces valeurs.',
    showTable: 'Afficher en tableau',
    showChart: 'Afficher en graphique',
    date: 'Date d’acquisition',
    approvedOn: 'approuvée le {{date}}',
    phase: 'Phase',
    phases: { PRE_OP: 'Pré-op', POST_OP: 'Post-op' },
    value: 'Valeur',
    noValue: 'Non mesuré — {{reason}}',
    notMeasured: {
      title: 'Paramètres non mesurés dans ces évaluations',
      item: '{{parameter}} : {{reason}}',
    },
    unit: { DEGREE: '°', MM: ' mm', PERCENT: ' %' },
    patients: {
      label: 'Patients avec tendances',
      loading: 'Chargement des patients avec tendances…',
      loadFailed: 'Les patients avec tendances n’ont pas pu être chargés.',
      empty: {
        title: 'Aucun patient n’a encore de tendances',
        body: 'Un patient apparaît ici dès que deux de ses évaluations de l’alignement sont approuvées.',
      },
      name: 'Patient',
      productId: 'ID patient',
      assessments: 'Évaluations approuvées',
      lastDate: 'Dernière évaluation',
      noName: 'Patient sans nom',
      unknown: 'Inconnu',
      pages: 'Pages des patients avec tendances',
      page: 'Page {{page}}',
      previous: 'Page précédente',
      next: 'Page suivante',
    },
  },
};
