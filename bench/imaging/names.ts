/**
 * The names the worklist bench gives its patients: common family and given names of a US spine
 * practice, about one in six with accents or letters that fold (`Núñez`, `Éloïse`) so that the
 * accent-insensitive path is searched too, and a few (`Øster`) that do not fold.
 */

export const FAMILY_NAMES: readonly string[] = `
Smith, Johnson, Williams, Brown, Jones, Garcia, Miller, Davis, Rodriguez, Martinez, Hernandez,
Lopez, Gonzalez, Wilson, Anderson, Thomas, Taylor, Moore, Jackson, Martin, Lee, Perez,
Thompson, White, Harris, Sanchez, Clark, Ramirez, Lewis, Robinson, Walker, Young, Allen, King,
Wright, Scott, Torres, Nguyen, Hill, Flores, Green, Adams, Nelson, Baker, Hall, Rivera,
Campbell, Mitchell, Carter, Roberts, Gomez, Phillips, Evans, Turner, Diaz, Parker, Cruz,
Edwards, Collins, Reyes, Stewart, Morris, Morales, Murphy, Cook, Rogers, Gutierrez, Ortiz,
Morgan, Cooper, Peterson, Bailey, Reed, Kelly, Howard, Ramos, Kim, Cox, Ward, Richardson,
Watson, Brooks, Chavez, Wood, James, Bennett, Gray, Mendoza, Ruiz, Hughes, Price, Alvarez,
Castillo, Sanders, Patel, Myers, Long, Ross, Foster, Jimenez, Powell, Jenkins, Perry, Russell,
Sullivan, Bell, Coleman, Butler, Henderson, Barnes, Fisher, Vasquez, Simmons, Marshall, Owens,
Harrison, Chen, Wang, Li, Zhang, Okafor, Lindqvist, O'Brien, McDonald, Van der Berg, Núñez,
Gómez Peña, Muñoz, Márquez, Peña, Ibáñez, Müller, Schröder, Lefèvre, Girard, Béranger, Dvořák,
Novák, Łukasik, Øster, Söderström, Çelik, Şahin, Nowak, Kowalczyk, Ñañez, Agüero,
Hélène-Dubois
`
  .split(',')
  .map((name) => name.trim());

export const GIVEN_NAMES: readonly string[] = `
James, Mary, Robert, Patricia, John, Jennifer, Michael, Linda, David, Elizabeth, William,
Barbara, Richard, Susan, Joseph, Jessica, Thomas, Sarah, Charles, Karen, Christopher, Lisa,
Daniel, Nancy, Matthew, Betty, Anthony, Margaret, Mark, Sandra, Donald, Ashley, Steven,
Kimberly, Paul, Emily, Andrew, Donna, Joshua, Michelle, Kenneth, Carol, Kevin, Amanda, Brian,
Melissa, George, Deborah, Maria, Olivia, Noah, Emma, Liam, Ava, Sofia, Mateo, Camila, Wei,
Priya, Aisha, José, Éloïse, Zoë, Chloé, André, Inés, Renée, Björn, Søren, Ángel, Noémie,
François, Jürgen, Łucja
`
  .split(',')
  .map((name) => name.trim());
