/** The languages of the business directory (spec §9: English by default, Spanish). */
export const directoryLanguages = ['en', 'es'] as const;

/** One directory language. */
export type DirectoryLanguage = (typeof directoryLanguages)[number];

/** Every text of the public business directory pages, in one language. */
export interface DirectoryTexts {
  languageName: string;
  siteName: string;
  title: string;
  intro: string;
  metaDescription: string;
  skipToContent: string;
  languageNav: string;
  searchLegend: string;
  searchLabel: string;
  searchHint: string;
  industry: string;
  certification: string;
  serviceArea: string;
  state: string;
  any: string;
  searchButton: string;
  clear: string;
  results: (total: number) => string;
  noResults: string;
  pagination: string;
  previous: string;
  next: string;
  pageOf: (page: number, pageCount: number) => string;
  backToDirectory: string;
  industries: string;
  certifications: string;
  location: string;
  website: string;
  phone: string;
  email: string;
  about: string;
  notListedTitle: string;
  notListed: string;
  footer: string;
  /** Labels of fixed-list values (industries, certifications, service areas) where they differ from the stored English value. */
  values: Readonly<Record<string, string>>;
}

const en: DirectoryTexts = {
  languageName: 'English',
  siteName: 'NFL Legends Business Directory',
  title: 'Businesses owned by NFL Legends',
  intro:
    'Find companies owned by former NFL players: search by name or keyword, or filter by industry, certification, service area and state.',
  metaDescription: 'Search the directory of businesses owned by NFL Legends by name, industry, certification, service area and state.',
  skipToContent: 'Skip to content',
  languageNav: 'Language',
  searchLegend: 'Search the directory',
  searchLabel: 'Business name or keyword',
  searchHint: 'For example: logistics, catering, Atlanta.',
  industry: 'Industry',
  certification: 'Business certification',
  serviceArea: 'Service area',
  state: 'State',
  any: 'Any',
  searchButton: 'Search',
  clear: 'Clear search',
  results: (total) => (total === 1 ? '1 business' : `${total.toLocaleString('en-US')} businesses`),
  noResults: 'No businesses match your search. Try fewer words or fewer filters.',
  pagination: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page, pageCount) => `Page ${page} of ${pageCount}`,
  backToDirectory: 'Back to the directory',
  industries: 'Industry',
  certifications: 'Business certifications',
  location: 'Location',
  website: 'Website',
  phone: 'Phone',
  email: 'Email',
  about: 'About the business',
  notListedTitle: 'Business not listed',
  notListed: 'This business is not listed in the directory.',
  footer: 'Businesses appear here once their Legends Directory application is approved.',
  values: {},
};

const es: DirectoryTexts = {
  languageName: 'Español',
  siteName: 'Directorio de Empresas de Leyendas de la NFL',
  title: 'Empresas de Leyendas de la NFL',
  intro:
    'Encuentre empresas de exjugadores de la NFL: busque por nombre o palabra clave, o filtre por sector, certificación, área de servicio y estado.',
  metaDescription:
    'Busque en el directorio de empresas de Leyendas de la NFL por nombre, sector, certificación, área de servicio y estado.',
  skipToContent: 'Ir al contenido',
  languageNav: 'Idioma',
  searchLegend: 'Buscar en el directorio',
  searchLabel: 'Nombre de la empresa o palabra clave',
  searchHint: 'Por ejemplo: logística, catering, Atlanta.',
  industry: 'Sector',
  certification: 'Certificación empresarial',
  serviceArea: 'Área de servicio',
  state: 'Estado',
  any: 'Cualquiera',
  searchButton: 'Buscar',
  clear: 'Borrar búsqueda',
  results: (total) => (total === 1 ? '1 empresa' : `${total.toLocaleString('es-ES')} empresas`),
  noResults: 'Ninguna empresa coincide con su búsqueda. Pruebe con menos palabras o menos filtros.',
  pagination: 'Páginas',
  previous: 'Página anterior',
  next: 'Página siguiente',
  pageOf: (page, pageCount) => `Página ${page} de ${pageCount}`,
  backToDirectory: 'Volver al directorio',
  industries: 'Sector',
  certifications: 'Certificaciones empresariales',
  location: 'Ubicación',
  website: 'Sitio web',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  about: 'Sobre la empresa',
  notListedTitle: 'Empresa no incluida',
  notListed: 'Esta empresa no figura en el directorio.',
  footer: 'Las empresas aparecen aquí cuando se aprueba su solicitud al Directorio de Leyendas.',
  values: {
    'Accommodation and Food Services': 'Alojamiento y servicios de comida',
    'Agriculture, Forestry and Fishing': 'Agricultura, silvicultura y pesca',
    'Arts, Entertainment and Recreation': 'Arte, entretenimiento y recreación',
    Automotive: 'Automoción',
    Construction: 'Construcción',
    'Consulting and Professional Services': 'Consultoría y servicios profesionales',
    Education: 'Educación',
    'Energy and Utilities': 'Energía y servicios públicos',
    'Finance and Insurance': 'Finanzas y seguros',
    'Fitness and Wellness': 'Ejercicio y bienestar',
    'Government and Public Administration': 'Gobierno y administración pública',
    'Health Care and Social Assistance': 'Salud y asistencia social',
    'Information Technology': 'Tecnología de la información',
    Manufacturing: 'Manufactura',
    'Marketing, Advertising and Public Relations': 'Marketing, publicidad y relaciones públicas',
    'Media and Communications': 'Medios y comunicaciones',
    Nonprofit: 'Sin fines de lucro',
    'Real Estate': 'Bienes raíces',
    'Retail Trade': 'Comercio minorista',
    'Sports and Athletics': 'Deportes y atletismo',
    'Staffing and Human Resources': 'Personal y recursos humanos',
    'Transportation and Logistics': 'Transporte y logística',
    'Waste Management and Environmental Services': 'Gestión de residuos y servicios ambientales',
    'Wholesale Trade': 'Comercio mayorista',
    Other: 'Otro',
    'None/Not Applicable': 'Ninguna/No aplica',
    Local: 'Local',
    State: 'Estatal',
    Regional: 'Regional',
    National: 'Nacional',
    Worldwide: 'Mundial',
  },
};

/** The texts of each directory language: the one catalog of the directory pages. */
export const directoryTexts: Readonly<Record<DirectoryLanguage, DirectoryTexts>> = { en, es };

/** A fixed-list value as shown in `language` (the stored English value when the catalog has no translation). */
export function valueLabel(texts: DirectoryTexts, value: string): string {
  return texts.values[value] ?? value;
}
