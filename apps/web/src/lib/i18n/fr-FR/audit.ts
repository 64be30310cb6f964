import type { Translations } from '../types';

/** Le titre de la page du journal d’audit, fusionné dans `routes`. */
export const auditRoutes = { audit: 'Journal d’audit' } as const;

/** Le journal d’audit, pour les administrateurs système (issue 14). */
export const audit: Pick<Translations, 'audit'> = {
  audit: {
    navigation: 'Audit',
    intro:
      'Chaque lecture de données patient, chaque modification et chaque refus, du plus récent au plus ancien : qui, quoi, quand et d’où.',
    loading: 'Chargement du journal d’audit…',
    error: 'Le journal d’audit n’a pas pu être chargé.',
    retry: 'Réessayer',
    count_one: '{{count}} événement',
    count_other: '{{count}} événements',
    empty: {
      title: 'Aucun événement ne correspond à ces filtres',
      body: 'Modifiez ou effacez les filtres pour voir plus d’événements.',
    },
    filters: {
      label: 'Filtrer le journal d’audit',
      action: 'Action',
      actionHint: 'p. ex. exam.read, auth.login',
      actorUserId: 'Auteur (identifiant utilisateur)',
      actorUserIdHint: 'L’identifiant de l’utilisateur qui a agi',
      targetType: 'Type de cible',
      targetTypeHint: 'p. ex. exam, user, route',
      targetId: 'Identifiant de la cible',
      targetIdHint: 'L’identifiant de ce qui a été lu ou modifié',
      outcome: 'Résultat',
      anyOutcome: 'Tous les résultats',
      from: 'Depuis',
      to: 'Avant',
      apply: 'Appliquer les filtres',
      clear: 'Effacer les filtres',
    },
    problems: {
      actorUserId: 'Saisissez l’identifiant d’un utilisateur (UUID), ou laissez vide',
      action: 'Saisissez une action sans caractères de contrôle',
      targetType: 'Saisissez un type de cible sans caractères de contrôle',
      targetId: 'Saisissez un identifiant de cible sans caractères de contrôle',
      outcome: 'Choisissez un résultat',
      from: 'Saisissez une date et une heure',
      to: 'La fin doit venir après le début',
    },
    outcome: {
      success: 'Réussite',
      failure: 'Échec',
      denied: 'Refusé',
    },
    table: {
      label: 'Événements d’audit',
      occurredAt: 'Quand',
      action: 'Action',
      actor: 'Auteur',
      target: 'Cible',
      outcome: 'Résultat',
      clientIp: 'Adresse du client',
      details: 'Détails',
      none: '—',
    },
    pages: {
      label: 'Pages des événements d’audit',
      page: 'Page {{page}}',
      previous: 'Page précédente',
      next: 'Page suivante',
    },
  },
};
