import type { Messages } from './en';

/** Italian. */
export const it: Messages = {
  next: 'Avanti',
  back: 'Indietro',
  // The form's language menu (ADR 048)
  language: 'Lingua',
  submit: 'Invia',
  submitting: 'Invio in corso…',
  retrying: 'Nuovo tentativo…',
  tryAgain: 'Riprova',
  start: 'Inizia',
  restoring: 'Recupero delle tue risposte…',
  progressLabel: 'Avanzamento del modulo',
  progressPage: 'Pagina {current, number} di {total, number}',
  required: '(obbligatoria)',
  pageErrors:
    '{count, plural, one {Controlla la risposta segnalata qui sotto.} other {Controlla le # risposte segnalate qui sotto.}}',
  thankYouTitle: 'Grazie!',
  thankYouText: 'La tua risposta è stata registrata.',
  submitAnother: 'Invia un’altra risposta',
  madeWith: 'Creato con Formloom',
  loadingForm: 'Caricamento del modulo…',
  formUnavailable: 'Modulo non disponibile',
  videoTitle: 'Video: {title}',

  'issue.required': 'Obbligatorio',
  'issue.invalidInput': 'Valore non valido',
  'issue.allRowsRequired': 'Rispondi a ogni riga',
  'issue.expectedReceived': 'Atteso {expected}, ricevuto {received}',
  'issue.tooShort': 'Almeno {limit, plural, one {# carattere} other {# caratteri}}',
  'issue.tooLong': 'Al massimo {limit, plural, one {# carattere} other {# caratteri}}',
  'issue.tooSmall': 'Deve essere almeno {limit, number}',
  'issue.tooBig': 'Deve essere al massimo {limit, number}',
  'issue.notGreaterThan': 'Deve essere maggiore di {limit, number}',
  'issue.notLessThan': 'Deve essere minore di {limit, number}',
  'issue.tooFewItems': 'Almeno {limit, plural, one {# elemento} other {# elementi}}',
  'issue.tooManyItems': 'Al massimo {limit, plural, one {# elemento} other {# elementi}}',
  'issue.tooManyDecimals': 'Al massimo {limit, plural, one {# decimale} other {# decimali}}',
  'issue.dateTooEarly': 'Deve essere il {date} o dopo',
  'issue.dateTooLate': 'Deve essere il {date} o prima',
  'issue.fileTooLarge': 'Il file non deve superare {size}',
  fileTypeRefused: 'Questo tipo di file non è accettato qui ({types})',

  uploadedFiles: 'File caricati',
  removeItem: 'Rimuovi {name}',
  filesRoomLeft:
    'Puoi aggiungere ancora {room, plural, one {# file} other {# file}} (al massimo {max, number}).',
  filesUpTo: '{max, plural, one {Fino a # file.} other {Fino a # file.}}',
  fileReplaces: 'Scegliere un altro file sostituisce questo.',
  uploading: 'Caricamento di {name}',
  uploadFailed: 'Il caricamento non è riuscito.',
  uploadFailedRetry: 'Il caricamento non è riuscito. Riprova.',
  uploadFailedConnection: 'Il caricamento non è riuscito. Controlla la connessione e riprova.',
  fileTooLarge: 'Questo file è troppo grande.',
  fileTypeNotAccepted: 'Questo tipo di file non è accettato qui.',
  uploadsRateLimited: 'Troppi caricamenti, riprova tra un minuto',

  other: 'Altro',
  otherOption: 'Altro…',
  otherAnswer: 'Altra risposta',
  typeYourAnswer: 'Scrivi la tua risposta',
  selectOption: 'Scegli un’opzione',
  yes: 'Sì',
  no: 'No',
  stronglyDisagree: 'Per niente d’accordo',
  disagree: 'In disaccordo',
  neutral: 'Neutrale',
  agree: 'D’accordo',
  stronglyAgree: 'Del tutto d’accordo',
  npsMin: 'Per niente probabile',
  npsMax: 'Estremamente probabile',
  scoreOf: '{score, number} su {max, number}',

  timeFrom: 'Dalle',
  timeTo: 'Alle',
  addADate: 'Aggiungi una data',
  addDate: 'Aggiungi data',
  chosenDates: 'Date scelte',

  rankingLabel: 'La tua classifica, dalla preferita in giù',
  moveUp: 'Sposta {item} in alto',
  moveDown: 'Sposta {item} in basso',
  movedTo: '{item}: ora in posizione {position, number} di {total, number}',
  keepOrder: 'Mantieni questo ordine',
  rankWithoutScript: 'Senza JavaScript, indica la posizione di ogni opzione (1 è la preferita):',

  typeFullName: 'Scrivi il tuo nome completo',
  useSignature: 'Usa questa firma',
  signatureImageFailed: 'Il tuo browser non è riuscito a creare l’immagine della firma.',
  yourSignature: 'La tua firma',
  signatureSaved: 'Firma salvata.',
  signAgain: 'Firma di nuovo',
  draw: 'Disegna',
  typeNameInstead: 'Scrivi invece il tuo nome',
  loadingSignaturePad: 'Caricamento dell’area della firma…',
  signaturePad:
    'Area della firma: disegna la tua firma con il mouse, il dito o una penna, oppure scegli Scrivi invece il tuo nome',
  clear: 'Cancella',
  saveSignature: 'Salva la firma',

  useMyLocation: 'Usa la mia posizione',
  noGeolocation:
    'Il tuo browser non può condividere la tua posizione. Scrivi invece indirizzo e coordinate.',
  findingLocation: 'Ricerca della tua posizione…',
  locationAdded: 'Posizione aggiunta.',
  locationRefused:
    'L’autorizzazione alla posizione è stata negata. Scrivi invece indirizzo e coordinate.',
  locationNotFound:
    'Non siamo riusciti a trovare la tua posizione. Scrivi invece indirizzo e coordinate.',
  addressOptional: 'Indirizzo (facoltativo)',
  latitude: 'Latitudine',
  longitude: 'Longitudine',

  paymentMisconfigured:
    'Questo pagamento non è configurato correttamente, quindi non può essere registrato.',
  paymentNotSetUp:
    'I pagamenti con carta non sono ancora configurati per questo modulo, quindi qui non verrà addebitato nulla. Puoi inviare la tua risposta con il pagamento segnato come in sospeso, e il proprietario del modulo concorderà il pagamento con te.',
  paymentPending: 'Invia la mia risposta con il pagamento segnato come in sospeso',
  loadingVerification: 'Caricamento della verifica…',

  noScriptSignature:
    'Per firmare serve JavaScript. Attivalo nel browser per rispondere a questa domanda.',
  noScriptLocation:
    'Per condividere una posizione serve JavaScript. Attivalo nel browser per rispondere a questa domanda.',
  noScriptPayment:
    'Per pagare serve JavaScript. Attivalo nel browser per rispondere a questa domanda.',
  noScriptCaptcha:
    'Il passaggio di verifica richiede JavaScript. Attivalo nel browser per inviare questo modulo.',

  rateLimited: 'Troppi invii, riprova tra un minuto',
  tooLarge:
    'La tua risposta è troppo grande per essere inviata. Rimuovi un file grande o accorcia una risposta, poi riprova.',
  offline:
    'Non siamo riusciti a raggiungere il server. Le tue risposte restano su questo dispositivo e verranno inviate quando la connessione tornerà.',
  offlineWaiting:
    'Sei offline. Le tue risposte restano su questo dispositivo e verranno inviate quando la connessione tornerà.',
  offlineHeld:
    'Sei offline. Tieni aperta questa pagina: le tue risposte verranno inviate quando la connessione tornerà.',
  sent: 'Le tue risposte sono state inviate.',
  queuedTitle: 'Le tue risposte sono salvate su questo dispositivo',
  sendNow: 'Invia ora',
  sending: 'Invio delle tue risposte…',
  notSentClosed:
    'Non è stato possibile inviare le tue risposte: questo modulo non accetta più risposte.',
  notSentChanged:
    'Il modulo è cambiato da quando hai risposto, quindi le tue risposte non sono state inviate così come sono. Controllale e inviale di nuovo.',
  reviewAnswers: 'Controlla le tue risposte',
  filesNotKept:
    'Questo browser non può conservare file offline (forse è attiva la navigazione privata). Aggiungi questo file quando torni online; le altre risposte sono conservate.',
  engineOffline:
    'Sei offline. Le tue risposte sono conservate su questo dispositivo; premi di nuovo Avanti quando la connessione torna.',
  noScriptForeignOrigin:
    'Questo modulo è stato inviato da un altro sito, quindi non è stato salvato nulla. Compilalo qui.',
  noScriptTampered:
    'Questa pagina è stata modificata prima dell’invio oppure è scaduta, quindi non è stato salvato nulla. Compilala di nuovo.',
  noScriptRateLimited:
    'Troppi invii, riprova tra un minuto. Questa pagina non è stata salvata: inviala di nuovo tra un minuto.',
  engineFailed:
    'Non è stato possibile caricare una parte del modulo. Controlla la connessione e riprova.',
  resumeFailed:
    'Quel link per «continuare» è scaduto o appartiene a un altro modulo, quindi abbiamo iniziato una nuova risposta.',

  continueElsewhere: 'Continua su un altro dispositivo',
  linkCopied: 'Link copiato. Aprilo su un altro dispositivo per riprendere da dove eri rimasto.',
  copyLink: 'Copia questo link e aprilo su un altro dispositivo:',

  closedTitle: 'Questo modulo è chiuso',
  closedText: 'Questo modulo non accetta più risposte.',
  unpublishedTitle: 'Questo modulo non è disponibile al momento',
  unpublishedText:
    'Il proprietario non l’ha ancora pubblicato, o l’ha messo offline. Se qualcuno ti ha mandato questo link, puoi avvisarlo.',
  notFoundTitle: 'Non abbiamo trovato questo modulo',
  notFoundText:
    'Il link potrebbe essere scritto male, o il modulo potrebbe essere stato rimosso. Controlla il link che hai ricevuto.',
  loadErrorTitle: 'Non siamo riusciti a caricare questo modulo',
  loadErrorText: 'Controlla la connessione e riprova.',
};
