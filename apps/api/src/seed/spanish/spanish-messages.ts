import { withPaymentLinkMarker } from '@huddle/program-rules';
import type { ProgramSettings } from '@huddle/schemas';
import type { CatalogProgram } from '../catalog/catalog-program.ts';
import { describeProgram, type DescriptionParts } from '../catalog/program-description.ts';

/** The seed's Spanish program texts (issue 14.3), written like their English catalog versions. */
export interface SpanishMessages {
  eventDescription: string;
  footerMessage: string;
  submissionMessage: string;
  eventClosedMessage: string;
  submissionConfirmatiomEmail: string;
  acceptanceEmail: string;
  denyEmail: string;
}

function dollars(fee: number): string {
  return `$${fee.toFixed(2)}`;
}

/**
 * The Spanish messages, description and emails of a catalog program, from
 * its Spanish name and description and its acceptance and fee rules; the
 * payment link marker goes where the English email has it.
 */
export function spanishMessages(program: CatalogProgram, name: string, description: DescriptionParts): SpanishMessages {
  const { settings } = program;
  const fee = settings.requireProgramFee ? settings.programFee : 0;
  const contactEmail = program.contacts[0]?.contactEmail ?? '';
  const requiresAccept = settings.applicationsRequiresAccept;
  const steps = [
    'Revise su bandeja de entrada: le enviaremos un correo de confirmación (mire también la carpeta de correo no deseado).',
    requiresAccept
      ? `Nuestro equipo revisa cada solicitud a ${name}. Recibirá un correo con nuestra decisión.`
      : 'Anote las fechas del programa en su calendario. Enviamos los datos de acceso una semana antes del inicio.',
    ...(fee > 0 ? [`Una vez aprobada, use el enlace de pago del correo de aprobación para pagar la cuota de ${dollars(fee)}.`] : []),
  ];
  const next = requiresAccept
    ? '<p>Nuestro equipo revisará su solicitud y le enviará la decisión por correo.</p>'
    : '<p>Ya está inscrito. Le enviaremos los datos de acceso una semana antes del inicio del programa.</p>';
  const payment =
    fee > 0
      ? `<p>Para confirmar su plaza, pague la cuota de ${dollars(fee)} con el enlace de pago de este correo en un plazo de 10 días.</p>`
      : '';
  return {
    eventDescription: describeProgram(description)
      .replace('<strong>Where:</strong>', '<strong>Dónde:</strong>')
      .replace('What to expect:', 'Qué esperar:'),
    footerMessage: `<p>¿Preguntas sobre este programa? Escriba a <a href="mailto:${contactEmail}">${contactEmail}</a> y le responderemos en dos días hábiles.</p>`,
    submissionMessage: `<p>Estos son sus próximos pasos:</p><ol>${steps.map((step) => `<li>${step}</li>`).join('')}</ol>`,
    eventClosedMessage: `<p>Gracias por su interés en ${name}. Ya no se aceptan solicitudes.</p><p>Para próximos programas, escriba a <a href="mailto:${contactEmail}">${contactEmail}</a>.</p>`,
    submissionConfirmatiomEmail: withMarkerLike(
      settings,
      'submissionConfirmatiomEmail',
      `<p>Hola:</p><p>Gracias por presentar su solicitud a <strong>${name}</strong>. Hemos recibido su solicitud.</p>${next}<p>Player Engagement</p>`,
    ),
    acceptanceEmail: withMarkerLike(
      settings,
      'acceptanceEmail',
      `<p>¡Enhorabuena!</p><p>Ha sido aceptado en <strong>${name}</strong>.</p>${payment}<p>Le esperamos.</p><p>Player Engagement</p>`,
    ),
    denyEmail: `<p>Gracias por su interés en <strong>${name}</strong>.</p><p>Tras una revisión detenida, este año no podemos ofrecerle una plaza. Le animamos a solicitar futuros programas.</p><p>Player Engagement</p>`,
  };
}

function withMarkerLike(settings: ProgramSettings, field: 'submissionConfirmatiomEmail' | 'acceptanceEmail', spanish: string): string {
  return withPaymentLinkMarker(spanish, settings[field].includes('[PAYMENT LINK]'));
}
