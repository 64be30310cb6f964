import type { Translations } from '../types';

/** Les demandes de modèle 3D et leurs cas dans le dossier patient (issue 18, côté médecin). */
export const modelRequests: Pick<Translations, 'modelRequests'> = {
  modelRequests: {
    request: 'Demander un modèle 3D',
    requestLabel: 'Demander un modèle 3D : l’examen {{type}} du {{date}}',
    requestPatientLabel: 'Demander un modèle 3D : {{patient}}, l’examen {{type}} du {{date}}',
    column: 'Modèle 3D',
    dialog: {
      title: 'Demander un modèle 3D',
      exam: 'L’examen {{type}} du {{date}}',
      patientExam: '{{patient}} : l’examen {{type}} du {{date}}',
      type: 'Type de modèle',
      submit: 'Demander le modèle',
    },
    types: {
      PreOp: 'Préopératoire',
      PostOp: 'Postopératoire',
      PreopRod: 'Préopératoire avec tige',
    },
    typeHints: {
      PreOp: 'Avant la chirurgie.',
      PostOp: 'Après la chirurgie.',
      PreopRod: 'Avant la chirurgie : une tige sera souhaitée.',
    },
    pediatric: {
      title: 'Demander un modèle pédiatrique ?',
      body: 'Ce patient a moins de 18 ans (ou n’a pas de date de naissance). Demander un modèle pédiatrique ? Un responsable 3D l’approuve avant le début de la modélisation.',
      confirm: 'Demander le modèle pédiatrique',
    },
    refusals: {
      underSeven:
        'Aucun modèle 3D n’est réalisé pour un patient de moins de 7 ans à la date de l’examen.',
      alreadyRequested: 'Un modèle 3D de cet examen est déjà demandé.',
      awaitingReview:
        'Le modèle 3D de cet examen attend votre relecture : relisez-le avant d’en demander un autre.',
      noImages: 'Cet examen n’a pas de cliché de profil ni de face à modéliser.',
      alignmentLocked:
        'L’alignement de cet examen est déjà approuvé : aucun nouveau modèle n’en est réalisé.',
    },
    requested: 'Modèle 3D demandé.',
    requestedPediatric:
      'Modèle 3D pédiatrique demandé : un responsable 3D l’approuve avant le début de la modélisation.',
    cases: {
      title: 'Modèles 3D',
      loading: 'Chargement des modèles 3D…',
      loadFailed: 'Les modèles 3D n’ont pas pu être chargés.',
      empty: 'Aucun modèle 3D demandé pour le moment',
      label: 'Demandes de modèle 3D',
      examOf: 'Examen du {{date}}',
      requestedOn: 'Demandé le {{date}}',
      stage: 'Étape',
      modeling: 'Modélisation',
      lastActivity: 'Dernière activité',
      pediatric: 'Pédiatrique',
      awaitingApproval: 'En attente de l’approbation d’un responsable 3D',
      rejectedBecause: 'Refusé : {{reason}}',
      rejected: {
        alignmentAssessmentFailed:
          'L’évaluation de l’alignement a échoué : vérifiez les images (mouvement du patient, visibilité osseuse)',
        modelNotProcessed: 'Modèle non traité',
      },
    },
    stages: {
      InitialModeling: 'En modélisation',
      ModelingQC: 'Modèle en contrôle qualité',
      InitialPlanning: 'En planification',
      PlanningQC: 'Plan en contrôle qualité',
      PlanningReturnForQC: 'Plan renvoyé en contrôle qualité',
      Completed: 'Terminé',
      Rejected: 'Refusé',
    },
    steps: {
      Completed: 'Approuvé / terminé',
      Cancelled: 'Annulé',
      Ongoing: 'En cours',
      Returned: 'Renvoyé',
      Upcoming: 'À venir',
      NotApplicable: 'Sans objet',
    },
    rejectionReasons: {
      PatientLessThan7YearsOld: 'Patient de moins de 7 ans',
      InsufficientVisibility: 'Visibilité osseuse insuffisante',
      CongenitalDeformity: 'Malformation congénitale',
      PresenceOfPatientMotion: 'Mouvement du patient',
      Not24Vertebrae: 'Pas 24 vertèbres',
      Other: 'Autre',
    },
  },
};
