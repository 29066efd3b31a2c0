import type { Messages } from './en';

/** German. */
export const de: Messages = {
  next: 'Weiter',
  back: 'Zurück',
  // The form's language menu (ADR 048)
  language: 'Sprache',
  submit: 'Absenden',
  submitting: 'Wird gesendet…',
  retrying: 'Neuer Versuch…',
  tryAgain: 'Erneut versuchen',
  start: 'Starten',
  restoring: 'Ihre Antworten werden wiederhergestellt…',
  progressLabel: 'Fortschritt im Formular',
  progressPage: 'Seite {current, number} von {total, number}',
  required: '(Pflichtfeld)',
  pageErrors:
    '{count, plural, one {Bitte prüfen Sie die unten markierte Antwort.} other {Bitte prüfen Sie die # unten markierten Antworten.}}',
  thankYouTitle: 'Vielen Dank!',
  thankYouText: 'Ihre Antwort wurde gespeichert.',
  submitAnother: 'Weitere Antwort senden',
  madeWith: 'Erstellt mit Formloom',
  loadingForm: 'Formular wird geladen…',
  formUnavailable: 'Formular nicht verfügbar',
  videoTitle: 'Video: {title}',

  'issue.required': 'Pflichtfeld',
  'issue.invalidInput': 'Ungültige Eingabe',
  'issue.allRowsRequired': 'Bitte jede Zeile beantworten',
  'issue.expectedReceived': 'Erwartet: {expected}, erhalten: {received}',
  'issue.tooShort': 'Mindestens {limit, plural, one {# Zeichen} other {# Zeichen}}',
  'issue.tooLong': 'Höchstens {limit, plural, one {# Zeichen} other {# Zeichen}}',
  'issue.tooSmall': 'Muss mindestens {limit, number} sein',
  'issue.tooBig': 'Darf höchstens {limit, number} sein',
  'issue.notGreaterThan': 'Muss größer als {limit, number} sein',
  'issue.notLessThan': 'Muss kleiner als {limit, number} sein',
  'issue.tooFewItems': 'Mindestens {limit, plural, one {# Eintrag} other {# Einträge}}',
  'issue.tooManyItems': 'Höchstens {limit, plural, one {# Eintrag} other {# Einträge}}',
  'issue.tooManyDecimals':
    'Höchstens {limit, plural, one {# Nachkommastelle} other {# Nachkommastellen}}',
  'issue.dateTooEarly': 'Muss am {date} oder später sein',
  'issue.dateTooLate': 'Muss am {date} oder früher sein',
  'issue.fileTooLarge': 'Die Datei darf höchstens {size} groß sein',
  fileTypeRefused: 'Dieser Dateityp ist hier nicht erlaubt ({types})',

  uploadedFiles: 'Hochgeladene Dateien',
  removeItem: '{name} entfernen',
  filesRoomLeft:
    'Sie können noch {room, plural, one {# Datei} other {# Dateien}} hinzufügen (höchstens {max, number}).',
  filesUpTo: '{max, plural, one {Bis zu # Datei.} other {Bis zu # Dateien.}}',
  fileReplaces: 'Eine andere Datei zu wählen ersetzt diese.',
  uploading: '{name} wird hochgeladen',
  uploadFailed: 'Das Hochladen ist fehlgeschlagen.',
  uploadFailedRetry: 'Das Hochladen ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  uploadFailedConnection:
    'Das Hochladen ist fehlgeschlagen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  fileTooLarge: 'Diese Datei ist zu groß.',
  fileTypeNotAccepted: 'Dieser Dateityp ist hier nicht erlaubt.',
  uploadsRateLimited: 'Zu viele Uploads, versuchen Sie es in einer Minute erneut',

  other: 'Sonstiges',
  otherOption: 'Sonstiges…',
  otherAnswer: 'Andere Antwort',
  typeYourAnswer: 'Ihre Antwort eingeben',
  selectOption: 'Option auswählen',
  yes: 'Ja',
  no: 'Nein',
  stronglyDisagree: 'Stimme überhaupt nicht zu',
  disagree: 'Stimme nicht zu',
  neutral: 'Neutral',
  agree: 'Stimme zu',
  stronglyAgree: 'Stimme voll und ganz zu',
  npsMin: 'Überhaupt nicht wahrscheinlich',
  npsMax: 'Äußerst wahrscheinlich',
  scoreOf: '{score, number} von {max, number}',

  timeFrom: 'Von',
  timeTo: 'Bis',
  addADate: 'Datum hinzufügen',
  addDate: 'Hinzufügen',
  chosenDates: 'Gewählte Daten',

  rankingLabel: 'Ihre Rangfolge, Favorit zuerst',
  moveUp: '{item} nach oben',
  moveDown: '{item} nach unten',
  movedTo: '{item} ist jetzt auf Platz {position, number} von {total, number}',
  keepOrder: 'Diese Reihenfolge behalten',
  rankWithoutScript: 'Ohne JavaScript geben Sie jeder Option ihren Platz (1 ist der Favorit):',

  typeFullName: 'Geben Sie Ihren vollständigen Namen ein',
  useSignature: 'Diese Unterschrift verwenden',
  signatureImageFailed: 'Ihr Browser konnte das Bild der Unterschrift nicht erstellen.',
  yourSignature: 'Ihre Unterschrift',
  signatureSaved: 'Unterschrift gespeichert.',
  signAgain: 'Neu unterschreiben',
  draw: 'Zeichnen',
  typeNameInstead: 'Stattdessen Namen eingeben',
  loadingSignaturePad: 'Unterschriftenfeld wird geladen…',
  signaturePad:
    'Unterschriftenfeld: Unterschreiben Sie mit Maus, Finger oder Stift, oder wählen Sie Stattdessen Namen eingeben',
  clear: 'Löschen',
  saveSignature: 'Unterschrift speichern',

  useMyLocation: 'Meinen Standort verwenden',
  noGeolocation:
    'Ihr Browser kann Ihren Standort nicht teilen. Geben Sie stattdessen Adresse und Koordinaten ein.',
  findingLocation: 'Ihr Standort wird ermittelt…',
  locationAdded: 'Standort hinzugefügt.',
  locationRefused:
    'Der Zugriff auf den Standort wurde verweigert. Geben Sie stattdessen Adresse und Koordinaten ein.',
  locationNotFound:
    'Wir konnten Ihren Standort nicht ermitteln. Geben Sie stattdessen Adresse und Koordinaten ein.',
  addressOptional: 'Adresse (optional)',
  latitude: 'Breitengrad',
  longitude: 'Längengrad',

  paymentMisconfigured:
    'Diese Zahlung ist nicht richtig eingerichtet und kann daher nicht erfasst werden.',
  paymentNotSetUp:
    'Kartenzahlungen sind für dieses Formular noch nicht eingerichtet, hier wird also nichts abgebucht. Sie können Ihre Antwort mit der Zahlung als „ausstehend“ senden; der Inhaber des Formulars vereinbart die Zahlung dann mit Ihnen.',
  paymentPending: 'Meine Antwort mit der Zahlung als „ausstehend“ senden',
  loadingVerification: 'Überprüfung wird geladen…',

  noScriptSignature:
    'Zum Unterschreiben wird JavaScript benötigt. Aktivieren Sie es in Ihrem Browser, um diese Frage zu beantworten.',
  noScriptLocation:
    'Zum Teilen des Standorts wird JavaScript benötigt. Aktivieren Sie es in Ihrem Browser, um diese Frage zu beantworten.',
  noScriptPayment:
    'Zum Bezahlen wird JavaScript benötigt. Aktivieren Sie es in Ihrem Browser, um diese Frage zu beantworten.',
  noScriptCaptcha:
    'Für die Überprüfung wird JavaScript benötigt. Aktivieren Sie es in Ihrem Browser, um dieses Formular zu senden.',

  rateLimited: 'Zu viele Antworten, versuchen Sie es in einer Minute erneut',
  tooLarge:
    'Ihre Antwort ist zu groß zum Senden. Entfernen Sie eine große Datei oder kürzen Sie eine Antwort und versuchen Sie es dann erneut.',
  offline:
    'Der Server war nicht erreichbar. Ihre Antworten bleiben auf diesem Gerät gespeichert und werden gesendet, sobald die Verbindung wieder besteht.',
  offlineWaiting:
    'Sie sind offline. Ihre Antworten bleiben auf diesem Gerät gespeichert und werden gesendet, sobald die Verbindung wieder besteht.',
  offlineHeld:
    'Sie sind offline. Lassen Sie diese Seite geöffnet: Ihre Antworten werden gesendet, sobald die Verbindung wieder besteht.',
  sent: 'Ihre Antworten wurden gesendet.',
  queuedTitle: 'Ihre Antworten sind auf diesem Gerät gespeichert',
  sendNow: 'Jetzt senden',
  sending: 'Ihre Antworten werden gesendet…',
  notSentClosed:
    'Ihre Antworten konnten nicht gesendet werden: Dieses Formular nimmt keine Antworten mehr an.',
  notSentChanged:
    'Das Formular wurde geändert, seit Sie es beantwortet haben, daher konnten Ihre Antworten nicht so gesendet werden. Prüfen Sie sie und senden Sie sie erneut.',
  reviewAnswers: 'Antworten prüfen',
  filesNotKept:
    'Dieser Browser kann offline keine Dateien speichern (vielleicht ist privates Surfen aktiv). Fügen Sie diese Datei hinzu, wenn Sie wieder online sind; Ihre anderen Antworten bleiben erhalten.',
  engineOffline:
    'Sie sind offline. Ihre Antworten bleiben auf diesem Gerät gespeichert; drücken Sie erneut auf Weiter, sobald die Verbindung wieder besteht.',
  noScriptForeignOrigin:
    'Dieses Formular wurde von einer anderen Website gesendet, daher wurde nichts gespeichert. Bitte füllen Sie es hier aus.',
  noScriptTampered:
    'Diese Seite wurde vor dem Senden verändert oder ist abgelaufen, daher wurde nichts gespeichert. Bitte füllen Sie sie erneut aus.',
  noScriptRateLimited:
    'Zu viele Einsendungen, versuchen Sie es in einer Minute erneut. Diese Seite wurde nicht gespeichert: Senden Sie sie in einer Minute erneut.',
  engineFailed:
    'Ein Teil des Formulars konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  resumeFailed:
    'Dieser „Fortsetzen“-Link ist abgelaufen oder gehört zu einem anderen Formular, daher haben wir eine neue Antwort begonnen.',

  continueElsewhere: 'Auf einem anderen Gerät fortfahren',
  linkCopied:
    'Link kopiert. Öffnen Sie ihn auf einem anderen Gerät, um dort weiterzumachen, wo Sie aufgehört haben.',
  copyLink: 'Kopieren Sie diesen Link und öffnen Sie ihn auf einem anderen Gerät:',

  closedTitle: 'Dieses Formular ist geschlossen',
  closedText: 'Dieses Formular nimmt keine Antworten mehr an.',
  unpublishedTitle: 'Dieses Formular ist gerade nicht verfügbar',
  unpublishedText:
    'Der Inhaber hat es noch nicht veröffentlicht oder offline genommen. Wenn Ihnen jemand diesen Link geschickt hat, können Sie ihm Bescheid geben.',
  notFoundTitle: 'Wir konnten dieses Formular nicht finden',
  notFoundText:
    'Der Link ist vielleicht falsch geschrieben, oder das Formular wurde entfernt. Prüfen Sie den Link, den Sie erhalten haben.',
  loadErrorTitle: 'Wir konnten dieses Formular nicht laden',
  loadErrorText: 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
};
