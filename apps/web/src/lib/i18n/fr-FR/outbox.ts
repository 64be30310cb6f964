import type { Translations } from '../types';

/** La boîte d’envoi : ce que la page dit du mode de messagerie (issue 14). */
export const outbox: Pick<Translations, 'userAdmin'> = {
  userAdmin: {
    outbox: {
      evaluationTitle: 'Mode évaluation : aucun serveur de messagerie',
      evaluation:
        'Aucun serveur de messagerie n’est configuré (SMTP_URL) : le portail n’envoie aucun e-mail, chaque message est conservé ici. Ce mode est réservé à l’évaluation : configurez un serveur de messagerie avant tout usage réel. Les liens de définition du mot de passe ne sont montrés qu’aux administrateurs système, et seulement pour les comptes qui ne sont pas administrateurs ; un compte administrateur reçoit son lien par e-mail uniquement.',
      mailTitle: 'Les e-mails sont envoyés',
      mail: 'Un serveur de messagerie envoie les e-mails du portail. Les liens de définition du mot de passe ne parviennent qu’à leurs destinataires : ils apparaissent ici comme [sent by email].',
    },
  },
};
