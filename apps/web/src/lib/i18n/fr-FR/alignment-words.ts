/** The domain's alignment words in French (partial: a parameter name left out shows in en-US). */
export const alignmentWords = {
  alignment: {
    reason: {
      'missing-landmark_one': 'Il manque le repère {{landmarks}}',
      'missing-landmark_other': 'Il manque les repères {{landmarks}}',
      'no-calibration': 'Demande une calibration (pas de millimètres sans elle)',
      'needs-frontal-film': 'Demande le cliché de face',
      'needs-lateral-film': 'Demande le cliché de profil',
      'needs-3d-model': 'Demande un modèle 3D',
      'needs-age': 'Demande l’âge du patient',
    },
  },
} as const;
