import type { Translations } from '../types';

/** La page Actions (seed §2 : quatre onglets ; l'issue 18 remplit Approuver le modèle). */
export const actionsPage: Pick<Translations, 'actionsPage'> = {
  actionsPage: {
    tabs: {
      label: 'Actions',
      'plan-approval': 'Approbation du plan chirurgical',
      'rod-order': 'Commande de tige',
      'schedule-case': 'Planifier le cas',
      'approve-model': 'Approuver le modèle',
    },
    later: {
      title: 'Rien ici pour le moment',
      'plan-approval': 'Arrive avec les stratégies et plans chirurgicaux.',
      'rod-order': 'Arrive avec la commande de tiges.',
      'schedule-case': 'Arrive avec la planification des chirurgies et le calendrier des cas.',
    },
    approveModel: {
      intro: 'Les examens dont le modèle 3D est revenu et attend votre revue et votre approbation.',
      label: 'Modèles 3D à approuver',
      loading: 'Chargement des modèles 3D à approuver…',
      loadFailed: 'Les modèles 3D à approuver n’ont pas pu être chargés.',
      empty: 'Aucun modèle 3D n’attend votre approbation.',
      count_one: '{{count}} modèle à approuver',
      count_other: '{{count}} modèles à approuver',
      columns: {
        patient: 'Patient',
        examDate: 'Date de l’examen',
        type: 'Modèle',
        requestedAt: 'Demandé le',
        returnedAt: 'Revenu le',
        review: 'Revue',
      },
      types: {
        PreopRod: 'Préopératoire avec tige',
        PreOp: 'Préopératoire',
        PostOp: 'Postopératoire',
      },
      unnamed: 'Patient sans nom',
      noExamDate: 'Date inconnue',
      review: 'Revoir et approuver',
      reviewLabel: 'Revoir et approuver : {{patient}}, modèle revenu le {{date}}',
      pages: {
        label: 'Pages des modèles à approuver',
        page: 'Page {{page}}',
        previous: 'Page précédente',
        next: 'Page suivante',
      },
    },
  },
};
