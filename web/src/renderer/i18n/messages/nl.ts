import type { Messages } from './en';

/** Dutch. */
export const nl: Messages = {
  next: 'Volgende',
  back: 'Vorige',
  // The form's language menu (ADR 048)
  language: 'Taal',
  submit: 'Versturen',
  submitting: 'Bezig met versturen…',
  retrying: 'Opnieuw proberen…',
  tryAgain: 'Opnieuw proberen',
  start: 'Beginnen',
  restoring: 'Je antwoorden worden hersteld…',
  progressLabel: 'Voortgang van het formulier',
  progressPage: 'Pagina {current, number} van {total, number}',
  required: '(verplicht)',
  pageErrors:
    '{count, plural, one {Controleer het gemarkeerde antwoord hieronder.} other {Controleer de # gemarkeerde antwoorden hieronder.}}',
  thankYouTitle: 'Bedankt!',
  thankYouText: 'Je antwoord is opgeslagen.',
  submitAnother: 'Nog een antwoord versturen',
  madeWith: 'Gemaakt met Formloom',
  loadingForm: 'Het formulier wordt geladen…',
  formUnavailable: 'Formulier niet beschikbaar',
  videoTitle: 'Video: {title}',

  'issue.required': 'Verplicht',
  'issue.invalidInput': 'Ongeldige invoer',
  'issue.allRowsRequired': 'Beantwoord elke rij',
  'issue.expectedReceived': '{expected} verwacht, {received} ontvangen',
  'issue.tooShort': 'Minstens {limit, plural, one {# teken} other {# tekens}}',
  'issue.tooLong': 'Hoogstens {limit, plural, one {# teken} other {# tekens}}',
  'issue.tooSmall': 'Moet minstens {limit, number} zijn',
  'issue.tooBig': 'Mag hoogstens {limit, number} zijn',
  'issue.notGreaterThan': 'Moet groter zijn dan {limit, number}',
  'issue.notLessThan': 'Moet kleiner zijn dan {limit, number}',
  'issue.tooFewItems': 'Minstens {limit, plural, one {# item} other {# items}}',
  'issue.tooManyItems': 'Hoogstens {limit, plural, one {# item} other {# items}}',
  'issue.tooManyDecimals': 'Hoogstens {limit, plural, one {# decimaal} other {# decimalen}}',
  'issue.dateTooEarly': 'Moet op of na {date} zijn',
  'issue.dateTooLate': 'Moet op of vóór {date} zijn',
  'issue.fileTooLarge': 'Het bestand mag hoogstens {size} zijn',
  fileTypeRefused: 'Dit type bestand wordt hier niet geaccepteerd ({types})',

  uploadedFiles: 'Geüploade bestanden',
  removeItem: '{name} verwijderen',
  filesRoomLeft:
    'Je kunt nog {room, plural, one {# bestand} other {# bestanden}} toevoegen (hoogstens {max, number}).',
  filesUpTo: '{max, plural, one {Tot # bestand.} other {Tot # bestanden.}}',
  fileReplaces: 'Als je een ander bestand kiest, vervangt dat dit bestand.',
  uploading: '{name} wordt geüpload',
  uploadFailed: 'Het uploaden is mislukt.',
  uploadFailedRetry: 'Het uploaden is mislukt. Probeer het opnieuw.',
  uploadFailedConnection:
    'Het uploaden is mislukt. Controleer je verbinding en probeer het opnieuw.',
  fileTooLarge: 'Dit bestand is te groot.',
  fileTypeNotAccepted: 'Dit type bestand wordt hier niet geaccepteerd.',
  uploadsRateLimited: 'Te veel uploads, probeer het over een minuut opnieuw',

  other: 'Anders',
  otherOption: 'Anders…',
  otherAnswer: 'Ander antwoord',
  typeYourAnswer: 'Typ je antwoord',
  selectOption: 'Kies een optie',
  yes: 'Ja',
  no: 'Nee',
  stronglyDisagree: 'Helemaal oneens',
  disagree: 'Oneens',
  neutral: 'Neutraal',
  agree: 'Eens',
  stronglyAgree: 'Helemaal eens',
  npsMin: 'Helemaal niet waarschijnlijk',
  npsMax: 'Zeer waarschijnlijk',
  scoreOf: '{score, number} van {max, number}',

  timeFrom: 'Van',
  timeTo: 'Tot',
  addADate: 'Voeg een datum toe',
  addDate: 'Datum toevoegen',
  chosenDates: 'Gekozen datums',

  rankingLabel: 'Je rangschikking, favoriet eerst',
  moveUp: '{item} omhoog',
  moveDown: '{item} omlaag',
  movedTo: '{item} staat nu op plaats {position, number} van {total, number}',
  keepOrder: 'Deze volgorde houden',
  rankWithoutScript: 'Zonder JavaScript geef je elke optie haar plaats (1 is je favoriet):',

  typeFullName: 'Typ je volledige naam',
  useSignature: 'Deze handtekening gebruiken',
  signatureImageFailed: 'Je browser kon de afbeelding van de handtekening niet maken.',
  yourSignature: 'Je handtekening',
  signatureSaved: 'Handtekening opgeslagen.',
  signAgain: 'Opnieuw ondertekenen',
  draw: 'Tekenen',
  typeNameInstead: 'In plaats daarvan je naam typen',
  loadingSignaturePad: 'Het handtekeningveld wordt geladen…',
  signaturePad:
    'Handtekeningveld: teken je handtekening met een muis, vinger of pen, of kies In plaats daarvan je naam typen',
  clear: 'Wissen',
  saveSignature: 'Handtekening opslaan',

  useMyLocation: 'Mijn locatie gebruiken',
  noGeolocation:
    'Je browser kan je locatie niet delen. Typ in plaats daarvan het adres en de coördinaten.',
  findingLocation: 'Je locatie wordt gezocht…',
  locationAdded: 'Locatie toegevoegd.',
  locationRefused:
    'Toestemming voor je locatie is geweigerd. Typ in plaats daarvan het adres en de coördinaten.',
  locationNotFound:
    'We konden je locatie niet vinden. Typ in plaats daarvan het adres en de coördinaten.',
  addressOptional: 'Adres (optioneel)',
  latitude: 'Breedtegraad',
  longitude: 'Lengtegraad',

  paymentMisconfigured:
    'Deze betaling is niet goed ingesteld en kan daarom niet worden vastgelegd.',
  paymentNotSetUp:
    'Kaartbetalingen zijn voor dit formulier nog niet ingesteld, dus hier wordt niets afgeschreven. Je kunt je antwoord versturen met de betaling gemarkeerd als openstaand; de eigenaar van het formulier regelt de betaling dan met je.',
  paymentPending: 'Mijn antwoord versturen met de betaling gemarkeerd als openstaand',
  loadingVerification: 'De verificatie wordt geladen…',

  noScriptSignature:
    'Ondertekenen werkt alleen met JavaScript. Zet het aan in je browser om deze vraag te beantwoorden.',
  noScriptLocation:
    'Een locatie delen werkt alleen met JavaScript. Zet het aan in je browser om deze vraag te beantwoorden.',
  noScriptPayment:
    'Betalen werkt alleen met JavaScript. Zet het aan in je browser om deze vraag te beantwoorden.',
  noScriptCaptcha:
    'De verificatiestap werkt alleen met JavaScript. Zet het aan in je browser om dit formulier te versturen.',

  rateLimited: 'Te veel inzendingen, probeer het over een minuut opnieuw',
  tooLarge:
    'Je antwoord is te groot om te versturen. Verwijder een groot bestand of maak een antwoord korter en probeer het dan opnieuw.',
  offline:
    'We konden de server niet bereiken. Je antwoorden blijven op dit apparaat bewaard en worden verstuurd zodra de verbinding terug is.',
  offlineWaiting:
    'Je bent offline. Je antwoorden blijven op dit apparaat bewaard en worden verstuurd zodra de verbinding terug is.',
  offlineHeld:
    'Je bent offline. Houd deze pagina open: je antwoorden worden verstuurd zodra de verbinding terug is.',
  sent: 'Je antwoorden zijn verstuurd.',
  queuedTitle: 'Je antwoorden zijn op dit apparaat bewaard',
  sendNow: 'Nu versturen',
  sending: 'Je antwoorden worden verstuurd…',
  notSentClosed:
    'Je antwoorden konden niet worden verstuurd: dit formulier neemt geen antwoorden meer aan.',
  notSentChanged:
    'Het formulier is gewijzigd sinds je het invulde, dus je antwoorden konden niet zo worden verstuurd. Bekijk ze en verstuur ze opnieuw.',
  reviewAnswers: 'Je antwoorden bekijken',
  filesNotKept:
    'Deze browser kan offline geen bestanden bewaren (misschien staat privénavigatie aan). Voeg dit bestand toe zodra je weer online bent; je andere antwoorden blijven bewaard.',
  engineOffline:
    'Je bent offline. Je antwoorden blijven op dit apparaat bewaard; druk opnieuw op Volgende zodra de verbinding terug is.',
  noScriptForeignOrigin:
    'Dit formulier is vanaf een andere website verzonden, dus er is niets opgeslagen. Vul het hier in.',
  noScriptTampered:
    'Deze pagina is vóór het verzenden gewijzigd of is verlopen, dus er is niets opgeslagen. Vul haar opnieuw in.',
  noScriptRateLimited:
    'Te veel inzendingen, probeer het over een minuut opnieuw. Deze pagina is niet opgeslagen: verstuur haar over een minuut opnieuw.',
  engineFailed:
    'Een deel van het formulier kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
  resumeFailed:
    'Die link om verder te gaan is verlopen of hoort bij een ander formulier, dus we zijn een nieuw antwoord begonnen.',

  continueElsewhere: 'Verdergaan op een ander apparaat',
  linkCopied: 'Link gekopieerd. Open hem op een ander apparaat om verder te gaan waar je was.',
  copyLink: 'Kopieer deze link en open hem op een ander apparaat:',

  closedTitle: 'Dit formulier is gesloten',
  closedText: 'Dit formulier neemt geen antwoorden meer aan.',
  unpublishedTitle: 'Dit formulier is nu niet beschikbaar',
  unpublishedText:
    'De eigenaar heeft het nog niet gepubliceerd of heeft het offline gehaald. Als iemand je deze link stuurde, kun je het diegene laten weten.',
  notFoundTitle: 'We konden dit formulier niet vinden',
  notFoundText:
    'Misschien is de link verkeerd getypt, of is het formulier verwijderd. Controleer de link die je hebt gekregen.',
  loadErrorTitle: 'We konden dit formulier niet laden',
  loadErrorText: 'Controleer je verbinding en probeer het opnieuw.',
};
