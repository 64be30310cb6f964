import type { Translations } from '../types';

/** Les tags de médecin prescripteur d’un médecin, dans Mon compte et le détail utilisateur. */
export const referringTags: Pick<Translations, 'referringTags'> = {
  referringTags: {
    title: 'Tags de médecin prescripteur',
    listLabel: 'Tags de médecin prescripteur',
    loading: 'Chargement des tags de médecin prescripteur…',
    loadFailed: 'Les tags de médecin prescripteur n’ont pas pu être chargés.',
    none: 'Aucun tag de médecin prescripteur : les examens sont attribués par établissement seulement.',
    remove: 'Retirer',
    removeNamed: 'Retirer le tag {{tag}}',
    newTag: 'Nouveau tag',
    help: 'Un tag doit recopier le nom du médecin prescripteur exactement tel que l’en-tête d’imagerie le porte, par ex. SMITH^JOHN.',
    add: 'Ajouter le tag',
    added: 'Tag de médecin prescripteur {{tag}} ajouté.',
    removed: 'Tag de médecin prescripteur {{tag}} retiré.',
    alreadyThere: 'Ce tag de médecin prescripteur est déjà présent.',
    alreadyRequested: 'Ce tag de médecin prescripteur est déjà demandé.',
    heldByAnother:
      'Un autre médecin de votre établissement détient ce tag : adressez-vous à un administrateur.',
    requestHelp:
      'Un administrateur applique les tags que vous ajoutez : d’ici là, ils n’attribuent aucun examen.',
    requested:
      'Tag de médecin prescripteur {{tag}} demandé : il attribuera les examens une fois appliqué par un administrateur.',
    requestedTitle: 'En attente d’un administrateur',
    apply: 'Appliquer',
    applyNamed: 'Appliquer le tag demandé {{tag}}',
    decline: 'Refuser',
    declineNamed: 'Refuser la demande de {{tag}}',
    declined: 'Demande du tag de médecin prescripteur {{tag}} refusée.',
    withdraw: 'Retirer la demande',
    withdrawNamed: 'Retirer la demande de {{tag}}',
    withdrawn: 'Demande du tag de médecin prescripteur {{tag}} retirée.',
  },
};
