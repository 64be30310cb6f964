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
  },
};
