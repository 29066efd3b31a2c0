import type { Messages } from './en';

/** Spanish. */
export const es: Messages = {
  next: 'Siguiente',
  back: 'Atrás',
  // The form's language menu (ADR 048)
  language: 'Idioma',
  submit: 'Enviar',
  submitting: 'Enviando…',
  retrying: 'Reintentando…',
  tryAgain: 'Intentar de nuevo',
  start: 'Empezar',
  restoring: 'Recuperando tus respuestas…',
  progressLabel: 'Progreso del formulario',
  progressPage: 'Página {current, number} de {total, number}',
  required: '(obligatoria)',
  pageErrors:
    '{count, plural, one {Revisa la respuesta marcada abajo.} other {Revisa las # respuestas marcadas abajo.}}',
  thankYouTitle: '¡Gracias!',
  thankYouText: 'Tu respuesta se ha registrado.',
  submitAnother: 'Enviar otra respuesta',
  madeWith: 'Hecho con Formloom',
  loadingForm: 'Cargando el formulario…',
  formUnavailable: 'Formulario no disponible',
  videoTitle: 'Vídeo: {title}',

  'issue.required': 'Obligatorio',
  'issue.invalidInput': 'Dato no válido',
  'issue.allRowsRequired': 'Responde a todas las filas',
  'issue.expectedReceived': 'Se esperaba {expected} y se recibió {received}',
  'issue.tooShort': 'Debe tener al menos {limit, plural, one {# carácter} other {# caracteres}}',
  'issue.tooLong': 'Debe tener como máximo {limit, plural, one {# carácter} other {# caracteres}}',
  'issue.tooSmall': 'Debe ser al menos {limit, number}',
  'issue.tooBig': 'Debe ser como máximo {limit, number}',
  'issue.notGreaterThan': 'Debe ser mayor que {limit, number}',
  'issue.notLessThan': 'Debe ser menor que {limit, number}',
  'issue.tooFewItems': 'Debe tener al menos {limit, plural, one {# elemento} other {# elementos}}',
  'issue.tooManyItems':
    'Debe tener como máximo {limit, plural, one {# elemento} other {# elementos}}',
  'issue.tooManyDecimals':
    'Debe tener como máximo {limit, plural, one {# decimal} other {# decimales}}',
  'issue.dateTooEarly': 'Debe ser el {date} o posterior',
  'issue.dateTooLate': 'Debe ser el {date} o anterior',
  'issue.fileTooLarge': 'El archivo debe ocupar como máximo {size}',
  fileTypeRefused: 'Aquí no se acepta este tipo de archivo ({types})',

  uploadedFiles: 'Archivos subidos',
  removeItem: 'Quitar {name}',
  filesRoomLeft:
    'Puedes añadir {room, plural, one {# archivo más} other {# archivos más}} (como máximo {max, number}).',
  filesUpTo: '{max, plural, one {Hasta # archivo.} other {Hasta # archivos.}}',
  fileReplaces: 'Si eliges otro archivo, sustituirá a este.',
  uploading: 'Subiendo {name}',
  uploadFailed: 'No se pudo subir el archivo.',
  uploadFailedRetry: 'No se pudo subir el archivo. Inténtalo de nuevo.',
  uploadFailedConnection:
    'No se pudo subir el archivo. Comprueba tu conexión e inténtalo de nuevo.',
  fileTooLarge: 'Este archivo es demasiado grande.',
  fileTypeNotAccepted: 'Aquí no se acepta este tipo de archivo.',
  uploadsRateLimited: 'Demasiadas subidas, inténtalo de nuevo en un minuto',

  other: 'Otro',
  otherOption: 'Otro…',
  otherAnswer: 'Otra respuesta',
  typeYourAnswer: 'Escribe tu respuesta',
  selectOption: 'Elige una opción',
  yes: 'Sí',
  no: 'No',
  stronglyDisagree: 'Totalmente en desacuerdo',
  disagree: 'En desacuerdo',
  neutral: 'Neutral',
  agree: 'De acuerdo',
  stronglyAgree: 'Totalmente de acuerdo',
  npsMin: 'Nada probable',
  npsMax: 'Muy probable',
  scoreOf: '{score, number} de {max, number}',

  timeFrom: 'Desde',
  timeTo: 'Hasta',
  addADate: 'Añade una fecha',
  addDate: 'Añadir fecha',
  chosenDates: 'Fechas elegidas',

  rankingLabel: 'Tu clasificación, de la preferida a la menos preferida',
  moveUp: 'Subir {item}',
  moveDown: 'Bajar {item}',
  movedTo: '{item}: ahora en la posición {position, number} de {total, number}',
  keepOrder: 'Mantener este orden',
  rankWithoutScript: 'Sin JavaScript, indica la posición de cada opción (1 es la preferida):',

  typeFullName: 'Escribe tu nombre completo',
  useSignature: 'Usar esta firma',
  signatureImageFailed: 'Tu navegador no pudo crear la imagen de la firma.',
  yourSignature: 'Tu firma',
  signatureSaved: 'Firma guardada.',
  signAgain: 'Firmar de nuevo',
  draw: 'Dibujar',
  typeNameInstead: 'Escribir tu nombre',
  loadingSignaturePad: 'Cargando el panel de firma…',
  signaturePad:
    'Panel de firma: dibuja tu firma con el ratón, el dedo o un lápiz, o elige Escribir tu nombre',
  clear: 'Borrar',
  saveSignature: 'Guardar firma',

  useMyLocation: 'Usar mi ubicación',
  noGeolocation:
    'Tu navegador no puede compartir tu ubicación. Escribe la dirección y las coordenadas.',
  findingLocation: 'Buscando tu ubicación…',
  locationAdded: 'Ubicación añadida.',
  locationRefused: 'Se denegó el permiso de ubicación. Escribe la dirección y las coordenadas.',
  locationNotFound: 'No pudimos encontrar tu ubicación. Escribe la dirección y las coordenadas.',
  addressOptional: 'Dirección (opcional)',
  latitude: 'Latitud',
  longitude: 'Longitud',

  paymentMisconfigured: 'Este pago no está bien configurado, así que no se puede registrar.',
  paymentNotSetUp:
    'Los pagos con tarjeta aún no están configurados para este formulario, así que aquí no se cobrará nada. Puedes enviar tu respuesta con el pago marcado como pendiente, y el propietario del formulario acordará el pago contigo.',
  paymentPending: 'Enviar mi respuesta con el pago marcado como pendiente',
  loadingVerification: 'Cargando la verificación…',

  noScriptSignature:
    'Para firmar se necesita JavaScript. Actívalo en tu navegador para responder a esta pregunta.',
  noScriptLocation:
    'Para compartir una ubicación se necesita JavaScript. Actívalo en tu navegador para responder a esta pregunta.',
  noScriptPayment:
    'Para pagar se necesita JavaScript. Actívalo en tu navegador para responder a esta pregunta.',
  noScriptCaptcha:
    'El paso de verificación necesita JavaScript. Actívalo en tu navegador para enviar este formulario.',

  rateLimited: 'Demasiados envíos, inténtalo de nuevo en un minuto',
  tooLarge:
    'Tu respuesta es demasiado grande para enviarla. Quita un archivo grande o acorta una respuesta e inténtalo de nuevo.',
  offline:
    'No pudimos conectar con el servidor. Tus respuestas se guardan en este dispositivo y se enviarán cuando vuelva la conexión.',
  offlineWaiting:
    'Estás sin conexión. Tus respuestas se guardan en este dispositivo y se enviarán cuando vuelva la conexión.',
  offlineHeld:
    'Estás sin conexión. Mantén esta página abierta: tus respuestas se enviarán cuando vuelva la conexión.',
  sent: 'Tus respuestas se han enviado.',
  queuedTitle: 'Tus respuestas se guardan en este dispositivo',
  sendNow: 'Enviar ahora',
  sending: 'Enviando tus respuestas…',
  notSentClosed: 'No se pudieron enviar tus respuestas: este formulario ya no acepta respuestas.',
  notSentChanged:
    'El formulario ha cambiado desde que lo respondiste, así que tus respuestas no se pudieron enviar tal cual. Revísalas y envíalas de nuevo.',
  reviewAnswers: 'Revisar tus respuestas',
  filesNotKept:
    'Este navegador no puede guardar archivos sin conexión (quizá esté activa la navegación privada). Añade este archivo cuando vuelvas a tener conexión; tus demás respuestas se conservan.',
  engineOffline:
    'No tienes conexión. Tus respuestas se guardan en este dispositivo; pulsa Siguiente de nuevo cuando vuelva la conexión.',
  noScriptForeignOrigin:
    'Este formulario se envió desde otro sitio web, así que no se ha guardado nada. Rellénalo aquí.',
  noScriptTampered:
    'Esta página se modificó antes de enviarse o ha caducado, así que no se ha guardado nada. Vuelve a rellenarla.',
  noScriptRateLimited:
    'Demasiados envíos, inténtalo de nuevo dentro de un minuto. Esta página no se ha guardado: vuelve a enviarla dentro de un minuto.',
  engineFailed:
    'No se pudo cargar una parte del formulario. Comprueba tu conexión e inténtalo de nuevo.',
  resumeFailed:
    'Ese enlace para «continuar» ha caducado o pertenece a otro formulario, así que hemos empezado una respuesta nueva.',

  continueElsewhere: 'Continuar en otro dispositivo',
  linkCopied: 'Enlace copiado. Ábrelo en otro dispositivo para seguir donde lo dejaste.',
  copyLink: 'Copia este enlace y ábrelo en otro dispositivo:',

  closedTitle: 'Este formulario está cerrado',
  closedText: 'Este formulario ya no acepta respuestas.',
  unpublishedTitle: 'Este formulario no está disponible ahora mismo',
  unpublishedText:
    'Su propietario aún no lo ha publicado o lo ha retirado. Si alguien te envió este enlace, puedes avisarle.',
  notFoundTitle: 'No encontramos este formulario',
  notFoundText:
    'Puede que el enlace esté mal escrito o que el formulario se haya eliminado. Comprueba el enlace que te dieron.',
  loadErrorTitle: 'No pudimos cargar este formulario',
  loadErrorText: 'Comprueba tu conexión e inténtalo de nuevo.',
};
