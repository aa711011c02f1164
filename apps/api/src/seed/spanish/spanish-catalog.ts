import type { DescriptionParts } from '../catalog/program-description.ts';

/** A question's Spanish text and its options' Spanish labels, by English option name (the stored value). */
export interface SpanishQuestion {
  text: string;
  options?: Readonly<Record<string, string>>;
}

/** The Spanish version of one catalog program's texts (issue 14.3: seeded for at least three programs). */
export interface SpanishProgram {
  programId: number;
  programDisplayName: string;
  description: DescriptionParts;
  /** Questions by their English text. */
  questions: Readonly<Record<string, SpanishQuestion>>;
}

/** Spanish display names of the components the seeded programs use, by componentKey. */
export const spanishComponentNames: Readonly<Record<string, string>> = {
  personalInformation: 'Información personal',
  playerDbInfo: 'Información de la base de datos de jugadores',
  companyInformation: 'Información de la empresa',
  companyContactInformation: 'Contacto de la empresa',
  businessOwnershipInformation: 'Propiedad de la empresa',
  questions: 'Preguntas',
  digitalSignature: 'Firma digital',
  mailto: 'Escríbanos',
};

const experience = {
  'None yet': 'Todavía ninguna',
  'Some experience': 'Algo de experiencia',
  Experienced: 'Con experiencia',
  Expert: 'Experto',
};
const yesNo = { Yes: 'Sí', No: 'No' };

/** The seeded Spanish programs: a webinar, a summit and the Legends directory (a Legends form). */
export const spanishCatalog: readonly SpanishProgram[] = [
  {
    programId: 54,
    programDisplayName: 'Seminario web de finanzas',
    description: {
      summary:
        'Presupuesto, ahorro y planificación para los años después de su último contrato, explicados por planificadores financieros certificados.',
      where: 'Virtual (Zoom)',
    },
    questions: {
      'How would you rate your experience with personal finance?': {
        text: '¿Cómo calificaría su experiencia con las finanzas personales?',
        options: experience,
      },
      'What questions would you like our presenters to answer?': { text: '¿Qué preguntas le gustaría que respondieran nuestros ponentes?' },
    },
  },
  {
    programId: 55,
    programDisplayName: 'Cumbre de gestión patrimonial',
    description: {
      summary:
        'Una cumbre de dos días sobre cómo proteger y hacer crecer el patrimonio: estrategia de inversión, planificación sucesoria y cómo elegir asesores de confianza.',
      where: 'Nueva York, Nueva York',
      topics: [
        'Crear una política de inversión',
        'Planificación sucesoria y fiscal',
        'Evaluar asesores financieros',
        'Hablar de dinero en familia',
      ],
    },
    questions: {
      'Do you currently work with a financial adviser?': { text: '¿Trabaja actualmente con un asesor financiero?', options: yesNo },
      'Which sessions interest you most?': {
        text: '¿Qué sesiones le interesan más?',
        options: {
          Investing: 'Inversión',
          'Estate planning': 'Planificación sucesoria',
          Taxes: 'Impuestos',
          Insurance: 'Seguros',
          Philanthropy: 'Filantropía',
        },
      },
      'Why do you want to attend?': { text: '¿Por qué quiere asistir?' },
    },
  },
  {
    programId: 2,
    programDisplayName: 'Directorio de empresas de NFL Legends',
    description: {
      summary:
        'El directorio de NFL Legends conecta a clubes, socios de la liga y aficionados con empresas de antiguos jugadores de la NFL.',
      topics: [
        'Incluya su empresa en el directorio de empresas de Legends',
        'Opte a oportunidades como proveedor de la liga y de los clubes',
        'Participe en eventos de networking empresarial de Legends',
      ],
      eligibility: 'Abierto a antiguos jugadores de la NFL que sean propietarios de al menos parte de la empresa que registran.',
    },
    questions: {
      'Is there anything else you would like us to know?': { text: '¿Hay algo más que quiera contarnos?' },
      'Are you interested in supplier opportunities with NFL clubs?': {
        text: '¿Le interesan las oportunidades como proveedor de los clubes de la NFL?',
        options: { ...yesNo, 'Not sure yet': 'Todavía no lo sé' },
      },
    },
  },
];
