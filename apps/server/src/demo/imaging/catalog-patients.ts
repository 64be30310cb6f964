/**
 * The demo's fictitious patients, in catalog order: the first 40 belong to surgeon@'s practice,
 * the next 5 to surgeon2@'s. Mostly women and girls, as in a scoliosis clinic; accents, an
 * apostrophe and two-part surnames so that search and display meet them.
 */
export const DEMO_PATIENT_NAMES: readonly (readonly [
  family: string,
  given: string,
  sex: 'F' | 'M',
])[] = [
  ['Núñez', 'Éloïse', 'F'],
  ['Thompson', 'Emma', 'F'],
  ['García López', 'Sofía', 'F'],
  ['Nguyen', 'Linh', 'F'],
  ['Johnson', 'Ava', 'F'],
  ["O'Brien", 'Liam', 'M'],
  ['Patel', 'Anika', 'F'],
  ['Williams', 'Harper', 'F'],
  ['Kowalski', 'Jakub', 'M'],
  ['Brooks', 'Madison', 'F'],
  ['Rodríguez', 'José', 'M'],
  ['Kim', 'Grace', 'F'],
  ['Anderson', 'Ethan', 'M'],
  ['Washington', 'Aaliyah', 'F'],
  ['Schmidt', 'Hannah', 'F'],
  ['Martinez', 'Isabella', 'F'],
  ['Mensah', 'Kwame', 'M'],
  ['Sullivan', 'Margaret', 'F'],
  ['Lefèvre', 'Chloé', 'F'],
  ['Cohen', 'Rachel', 'F'],
  ['Miller', 'Dorothy', 'F'],
  ['Hernández', 'Mateo', 'M'],
  ['Wright', 'Olivia', 'F'],
  ['Yamamoto', 'Kenta', 'M'],
  ['Jackson', 'Brianna', 'F'],
  ['Rossi', 'Giulia', 'F'],
  ['Davis', 'Robert', 'M'],
  ['Bergström', 'Zoë', 'F'],
  ['Murphy', 'Caitlin', 'F'],
  ['Chavez', 'Lucía', 'F'],
  ['Taylor', 'William', 'M'],
  ['Ali', 'Fatima', 'F'],
  ['Moore', 'Abigail', 'F'],
  ['Dubois', 'André', 'M'],
  ['Lee', 'Samantha', 'F'],
  ['De la Cruz', 'María', 'F'],
  ['Ramírez', 'Valentina', 'F'],
  ['Clark', 'James', 'M'],
  ['Ivanova', 'Daria', 'F'],
  ['Smith-Carter', 'Evelyn', 'F'],
  ['Peña', 'Camila', 'F'],
  ['Baker', 'Noah', 'M'],
  ['Walsh', 'Maeve', 'F'],
  ['Santos', 'Gabriel', 'M'],
  ['Hughes', 'Lily', 'F'],
];

/**
 * Birth dates that are no calendar date, for the unknown-date path (seed §5), by patient index:
 * February 30th and November 31st.
 */
export const INVALID_BIRTH_DATES: ReadonlyMap<number, string> = new Map([
  [5, '19800230'],
  [29, '20091131'],
]);
