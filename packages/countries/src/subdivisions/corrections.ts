// Our corrections on top of the ISO list (./iso-data.ts), each with its reason (decision 010):
// - `name`: the name the portal shows instead of the ISO one, where the ISO name misleads a physician
//   choosing their state;
// - `aliases`: other spellings people write for the subdivision (the ISO name stays one of them when
//   `name` replaces it). They are searched by the select and used to map free text typed before the
//   states were data (the migration maps a text only when it names one subdivision of the country).
export interface SubdivisionCorrection {
  name?: string;
  aliases?: readonly string[];
}

export const SUBDIVISION_CORRECTIONS: Readonly<Record<string, SubdivisionCorrection>> = {
  // "México" alone reads as the country; the state is called Estado de México everywhere.
  'MX-MEX': { name: 'Estado de México', aliases: ['México', 'Edomex', 'Edo. Méx.'] },
  // Mexico City was the Distrito Federal until 2016; many still write DF or CDMX.
  'MX-CMX': {
    aliases: ['CDMX', 'Distrito Federal', 'DF', 'México DF', 'México D.F.', 'Ciudad de México DF'],
  },
  // The official names carry the honoree; nobody writes them in full.
  'MX-COA': { aliases: ['Coahuila'] },
  'MX-MIC': { aliases: ['Michoacán'] },
  'MX-VER': { aliases: ['Veracruz'] },
  'MX-QUE': { aliases: ['Querétaro de Arteaga'] },
  'AR-C': { aliases: ['CABA', 'Capital Federal', 'Ciudad de Buenos Aires'] },
  'AR-V': { aliases: ['Tierra del Fuego, Antártida e Islas del Atlántico Sur'] },
  'CL-AI': { aliases: ['Aysén', 'Aisén', 'Aysén del General Carlos Ibáñez del Campo'] },
  'CL-LI': { aliases: ["O'Higgins", "Libertador General Bernardo O'Higgins"] },
  'CL-MA': { aliases: ['Magallanes y de la Antártica Chilena', 'Magallanes y Antártica Chilena'] },
  'CL-RM': { aliases: ['Metropolitana', 'Región Metropolitana', 'Santiago'] },
  'CL-BI': { aliases: ['Bío Bío', 'Bío-Bío'] },
  'CL-AR': { aliases: ['Araucanía'] },
  'CO-DC': { aliases: ['Bogotá', 'Bogotá D.C.', 'Bogotá DC'] },
  'CO-SAP': { aliases: ['San Andrés'] },
  // Spanish writes Áncash with its accent (the ISO list has it without).
  'PE-ANC': { name: 'Áncash' },
  'PE-CAL': { aliases: ['Callao'] },
  // Peru has two subdivisions called Lima: the capital's province (LMA) and the region around it (LIM).
  // Their ISO names ("Municipalidad Metropolitana de Lima", "Lima") do not say which is which, so the
  // portal shows the names Peru uses; "Lima" alone stays an alias of both, so it maps to neither.
  'PE-LMA': { name: 'Lima Metropolitana', aliases: ['Municipalidad Metropolitana de Lima', 'Lima'] },
  'PE-LIM': { name: 'Lima Provincias', aliases: ['Región Lima', 'Lima'] },
};
