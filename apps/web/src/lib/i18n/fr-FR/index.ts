import { alignmentWords } from './alignment-words';
import { actionsPage } from './actions-page';
import { modelRequests } from './model-requests';
import type { Translations } from '../types';
import { outbox } from './outbox';
import { patients } from './patients';
import { audit, auditRoutes } from './audit';
import { cases } from './cases';
import { patientAlignment } from './patient-alignment';
import { patientFile } from './patient-file';
import { profile } from './profile';
import { referringTags } from './referring-physician-tags';
import { trends } from './trends';
import { unassignedExams, unassignedExamsRoutes } from './unassigned-exams';
import { viewer } from './viewer';
import { worklist } from './worklist';

/** fr-FR is partial (seed §1): the shell and sign-in are translated, the rest falls back to en-US. */
export const frFR: Translations = {
  ...viewer,
  ...alignmentWords,
  ...worklist,
  ...referringTags,
  ...unassignedExams,
  ...outbox,
  ...audit,
  ...patients,
  ...patientFile,
  ...cases,
  ...modelRequests,
  ...actionsPage,
  ...patientAlignment,
  ...trends,
  ...profile,
  common: {
    refresh: 'Actualiser',
    cancel: 'Annuler',
    close: 'Fermer',
    closeDialog: 'Fermer la fenêtre',
    closeMessage: 'Fermer le message',
    logIn: 'Se connecter',
    logOut: 'Se déconnecter',
    undo: 'Annuler',
    loading: 'Chargement de Sagitta…',
    skipToContent: 'Aller au contenu',
    togglePasswordVisibility: 'Afficher ou masquer le mot de passe',
  },
  routes: {
    users: 'Utilisateurs',
    institutions: 'Établissements',
    actions: 'Actions',
    info: 'Informations',
    'bmd-info': 'Informations',
    'user-profile': 'Mon compte',
    'patient-list': 'Patients',
    'detail-patient': 'Dossier patient',
    '3d-services-list-default': 'Cas',
    '3d-services-list-technician': 'Liste des cas',
    '3d-services-list-manager': 'Liste des cas',
    '3d-services-history': 'Historique du cas',
    'case-analytics': 'Analyses 3D',
    'case-calendar': 'Calendrier des cas',
    'coming-soon': 'Bientôt disponible',
    analytics: 'Analyses',
    'rod-ordering': 'Commandes de tiges',
    eula: 'Contrat de licence utilisateur final',
    'status-error': 'Accès',
    worklist: 'Connexion',
    viewer: 'Visionneuse',
    ...unassignedExamsRoutes,
    ...auditRoutes,
  },
  navigation: {
    label: 'Navigation principale',
    users: 'Utilisateurs',
    institutions: 'Établissements',
    actions: 'Actions',
    patients: 'Patients',
    calendar: 'Calendrier',
    analytics: 'Analyses',
    cases: 'Cas',
    orders: 'Commandes',
    info: 'Infos',
    account: 'Compte',
    logout: 'Déconnexion',
    comingSoon: 'bientôt disponible',
    upgradeTier: 'passer au niveau 3',
    accountInitials: 'Connecté en tant que {{name}}',
    hipaa:
      'HIPAA : les représentants commerciaux n’accèdent qu’aux données des patients relevant de leur mission.',
  },
  upgrade: {
    title: 'Passer au niveau 3',
    body: 'Cette fonction ne fait pas partie du niveau de votre établissement. Demandez à votre administrateur de passer au niveau 3.',
    noExams: 'Aucun examen',
  },
  header: {
    breadcrumb: 'Fil d’Ariane',
    openMenu: 'Ouvrir le menu utilisateur',
    closeMenu: 'Fermer le menu utilisateur',
    online: 'En ligne',
    experienced: 'Technicien expérimenté',
  },
  menu: {
    label: 'Menu utilisateur',
    profile: 'Mon compte',
    logout: 'Se déconnecter',
    connections: 'Connexions',
    institution: 'Établissement',
    institutionTier: 'Niveau {{tier}}',
    surgeons: 'Chirurgiens',
    currentSurgeon: 'actuel',
    connectionStatus: 'État de connexion',
    onlineStatus: { Online: 'En ligne', Offline: 'Hors ligne', Paused: 'En pause' },
    experienced: 'Expérimenté',
    inexperienced: 'Inexpérimenté',
    noConnections: 'Aucune connexion pour le moment.',
    noInstitution: 'Aucun établissement',
    accountStates: 'États du compte',
    noStates: 'Aucun état sur ce compte.',
  },
  errors: {
    oops: 'Oups',
    somethingWentWrong: 'Une erreur est survenue',
    genericBody:
      'L’application a rencontré une erreur ; notre équipe a été prévenue. Actualisez la page pour réessayer.',
    offlineTitle: 'Connexion hors ligne détectée',
    offlineBody: 'Vous êtes hors ligne et ne pouvez pas accéder au portail',
    lowResolutionTitle: 'Résolution non prise en charge',
    lowResolutionBody:
      'Sagitta demande une fenêtre de plus de 1174 pixels de large et de 600 pixels de haut. Agrandissez la fenêtre ou réduisez le zoom.',
  },
  statusError: {
    title: 'Vous ne pouvez pas accéder à l’espace de travail',
    '401':
      'Accès non autorisé détecté. Votre session a pris fin ou cette page ne vous est pas destinée. Veuillez vous reconnecter.',
    PhysicianNotSet:
      'Aucune connexion établie. Votre compte n’est encore lié à aucun médecin ; demandez à votre administrateur de vous associer à un chirurgien.',
    default: 'Cette page n’est pas disponible pour votre compte.',
    redirecting_one: 'Vous serez redirigé vers la connexion dans {{count}} seconde.',
    redirecting_other: 'Vous serez redirigé vers la connexion dans {{count}} secondes.',
  },
  comingSoon: {
    title: 'Bientôt disponible',
    body: 'Cette partie de Sagitta arrive bientôt. Elle apparaîtra ici dès sa mise à disposition.',
  },
  setPassword: {
    title: 'Définissez votre mot de passe',
    intro: 'Votre compte nécessite un nouveau mot de passe avant de continuer.',
    currentPassword: 'Mot de passe actuel (temporaire)',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmez le nouveau mot de passe',
    mismatch: 'Les deux mots de passe diffèrent.',
    submit: 'Définir le mot de passe',
  },
  signIn: {
    title: 'Connexion à Sagitta',
    subtitle: 'Planification et imagerie de la chirurgie du rachis',
    email: 'E-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    requestAccount: 'Demander un compte',
    noAccount: 'Pas encore de compte ?',
    invalidEmail: 'Saisissez une adresse e-mail valide.',
    passwordRequired: 'Saisissez votre mot de passe.',
  },
};
