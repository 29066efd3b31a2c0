import type { Messages } from './en';

/** Polish: plurals one (1), few (2–4, 22–24…), many (0, 5–21…), other (fractions). */
export const pl: Messages = {
  next: 'Dalej',
  back: 'Wstecz',
  // The form's language menu (ADR 048)
  language: 'Język',
  submit: 'Wyślij',
  submitting: 'Wysyłanie…',
  retrying: 'Ponawianie…',
  tryAgain: 'Spróbuj ponownie',
  start: 'Zacznij',
  restoring: 'Przywracanie odpowiedzi…',
  progressLabel: 'Postęp wypełniania formularza',
  progressPage: 'Strona {current, number} z {total, number}',
  required: '(wymagane)',
  pageErrors:
    '{count, plural, one {Sprawdź odpowiedź zaznaczoną poniżej.} few {Sprawdź # odpowiedzi zaznaczone poniżej.} many {Sprawdź # odpowiedzi zaznaczonych poniżej.} other {Sprawdź # odpowiedzi zaznaczonych poniżej.}}',
  thankYouTitle: 'Dziękujemy!',
  thankYouText: 'Twoja odpowiedź została zapisana.',
  submitAnother: 'Wyślij kolejną odpowiedź',
  madeWith: 'Utworzono w Formloom',
  loadingForm: 'Wczytywanie formularza…',
  formUnavailable: 'Formularz niedostępny',
  videoTitle: 'Film: {title}',

  'issue.required': 'Wymagane',
  'issue.invalidInput': 'Nieprawidłowa wartość',
  'issue.allRowsRequired': 'Odpowiedz w każdym wierszu',
  'issue.expectedReceived': 'Oczekiwano: {expected}, otrzymano: {received}',
  'issue.tooShort':
    'Musi mieć co najmniej {limit, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}',
  'issue.tooLong':
    'Może mieć najwyżej {limit, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}',
  'issue.tooSmall': 'Musi wynosić co najmniej {limit, number}',
  'issue.tooBig': 'Może wynosić najwyżej {limit, number}',
  'issue.notGreaterThan': 'Musi być większe niż {limit, number}',
  'issue.notLessThan': 'Musi być mniejsze niż {limit, number}',
  'issue.tooFewItems':
    'Musi mieć co najmniej {limit, plural, one {# element} few {# elementy} many {# elementów} other {# elementu}}',
  'issue.tooManyItems':
    'Może mieć najwyżej {limit, plural, one {# element} few {# elementy} many {# elementów} other {# elementu}}',
  'issue.tooManyDecimals':
    'Może mieć najwyżej {limit, plural, one {# miejsce po przecinku} few {# miejsca po przecinku} many {# miejsc po przecinku} other {# miejsca po przecinku}}',
  'issue.dateTooEarly': 'Musi być {date} lub później',
  'issue.dateTooLate': 'Musi być {date} lub wcześniej',
  'issue.fileTooLarge': 'Plik może mieć najwyżej {size}',
  fileTypeRefused: 'Ten typ pliku nie jest tu akceptowany ({types})',

  uploadedFiles: 'Przesłane pliki',
  removeItem: 'Usuń {name}',
  filesRoomLeft:
    'Możesz dodać jeszcze {room, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}} (najwyżej {max, number}).',
  filesUpTo:
    '{max, plural, one {Najwyżej # plik.} few {Najwyżej # pliki.} many {Najwyżej # plików.} other {Najwyżej # pliku.}}',
  fileReplaces: 'Wybranie innego pliku zastąpi ten.',
  uploading: 'Przesyłanie: {name}',
  uploadFailed: 'Przesyłanie nie powiodło się.',
  uploadFailedRetry: 'Przesyłanie nie powiodło się. Spróbuj ponownie.',
  uploadFailedConnection: 'Przesyłanie nie powiodło się. Sprawdź połączenie i spróbuj ponownie.',
  fileTooLarge: 'Ten plik jest za duży.',
  fileTypeNotAccepted: 'Ten typ pliku nie jest tu akceptowany.',
  uploadsRateLimited: 'Zbyt wiele przesłanych plików, spróbuj ponownie za minutę',

  other: 'Inne',
  otherOption: 'Inne…',
  otherAnswer: 'Inna odpowiedź',
  typeYourAnswer: 'Wpisz odpowiedź',
  selectOption: 'Wybierz opcję',
  yes: 'Tak',
  no: 'Nie',
  stronglyDisagree: 'Zdecydowanie się nie zgadzam',
  disagree: 'Nie zgadzam się',
  neutral: 'Nie mam zdania',
  agree: 'Zgadzam się',
  stronglyAgree: 'Zdecydowanie się zgadzam',
  npsMin: 'Zupełnie nieprawdopodobne',
  npsMax: 'Bardzo prawdopodobne',
  scoreOf: '{score, number} z {max, number}',

  timeFrom: 'Od',
  timeTo: 'Do',
  addADate: 'Dodaj datę',
  addDate: 'Dodaj',
  chosenDates: 'Wybrane daty',

  rankingLabel: 'Twój ranking, od najbardziej preferowanej',
  moveUp: 'Przesuń w górę: {item}',
  moveDown: 'Przesuń w dół: {item}',
  movedTo: '{item}: teraz na pozycji {position, number} z {total, number}',
  keepOrder: 'Zachowaj tę kolejność',
  rankWithoutScript:
    'Bez JavaScriptu nadaj każdej opcji jej pozycję (1 oznacza najbardziej preferowaną):',

  typeFullName: 'Wpisz imię i nazwisko',
  useSignature: 'Użyj tego podpisu',
  signatureImageFailed: 'Twoja przeglądarka nie mogła utworzyć obrazu podpisu.',
  yourSignature: 'Twój podpis',
  signatureSaved: 'Podpis zapisany.',
  signAgain: 'Podpisz ponownie',
  draw: 'Narysuj',
  typeNameInstead: 'Zamiast tego wpisz imię i nazwisko',
  loadingSignaturePad: 'Wczytywanie pola podpisu…',
  signaturePad:
    'Pole podpisu: złóż podpis myszą, palcem lub rysikiem albo wybierz Zamiast tego wpisz imię i nazwisko',
  clear: 'Wyczyść',
  saveSignature: 'Zapisz podpis',

  useMyLocation: 'Użyj mojej lokalizacji',
  noGeolocation:
    'Twoja przeglądarka nie może udostępnić lokalizacji. Wpisz zamiast tego adres i współrzędne.',
  findingLocation: 'Ustalanie lokalizacji…',
  locationAdded: 'Dodano lokalizację.',
  locationRefused: 'Odmówiono dostępu do lokalizacji. Wpisz zamiast tego adres i współrzędne.',
  locationNotFound:
    'Nie udało się ustalić Twojej lokalizacji. Wpisz zamiast tego adres i współrzędne.',
  addressOptional: 'Adres (opcjonalnie)',
  latitude: 'Szerokość geograficzna',
  longitude: 'Długość geograficzna',

  paymentMisconfigured:
    'Ta płatność nie jest poprawnie skonfigurowana, więc nie można jej zapisać.',
  paymentNotSetUp:
    'Płatności kartą nie są jeszcze skonfigurowane dla tego formularza, więc nic tu nie zostanie pobrane. Możesz wysłać odpowiedź z płatnością oznaczoną jako oczekująca, a właściciel formularza uzgodni z Tobą płatność.',
  paymentPending: 'Wyślij moją odpowiedź z płatnością oznaczoną jako oczekująca',
  loadingVerification: 'Wczytywanie weryfikacji…',

  noScriptSignature:
    'Podpisywanie wymaga JavaScriptu. Włącz go w przeglądarce, aby odpowiedzieć na to pytanie.',
  noScriptLocation:
    'Udostępnianie lokalizacji wymaga JavaScriptu. Włącz go w przeglądarce, aby odpowiedzieć na to pytanie.',
  noScriptPayment:
    'Płatność wymaga JavaScriptu. Włącz go w przeglądarce, aby odpowiedzieć na to pytanie.',
  noScriptCaptcha:
    'Krok weryfikacji wymaga JavaScriptu. Włącz go w przeglądarce, aby wysłać ten formularz.',

  rateLimited: 'Zbyt wiele zgłoszeń, spróbuj ponownie za minutę',
  tooLarge:
    'Twoja odpowiedź jest za duża, by ją wysłać. Usuń duży plik lub skróć odpowiedź i spróbuj ponownie.',
  offline:
    'Nie udało się połączyć z serwerem. Twoje odpowiedzi zostają na tym urządzeniu i zostaną wysłane, gdy połączenie wróci.',
  offlineWaiting:
    'Jesteś offline. Twoje odpowiedzi zostają na tym urządzeniu i zostaną wysłane, gdy połączenie wróci.',
  offlineHeld:
    'Jesteś offline. Nie zamykaj tej strony: Twoje odpowiedzi zostaną wysłane, gdy połączenie wróci.',
  sent: 'Twoje odpowiedzi zostały wysłane.',
  queuedTitle: 'Twoje odpowiedzi są zapisane na tym urządzeniu',
  sendNow: 'Wyślij teraz',
  sending: 'Wysyłanie odpowiedzi…',
  notSentClosed: 'Nie udało się wysłać odpowiedzi: ten formularz nie przyjmuje już odpowiedzi.',
  notSentChanged:
    'Formularz zmienił się od czasu, gdy go wypełniono, więc nie można było wysłać odpowiedzi w tej postaci. Przejrzyj je i wyślij ponownie.',
  reviewAnswers: 'Przejrzyj odpowiedzi',
  filesNotKept:
    'Ta przeglądarka nie może przechowywać plików offline (może być włączone przeglądanie prywatne). Dodaj ten plik, gdy wrócisz do sieci; pozostałe odpowiedzi są zachowane.',
  engineOffline:
    'Jesteś offline. Twoje odpowiedzi są zapisane na tym urządzeniu; naciśnij ponownie Dalej, gdy połączenie wróci.',
  noScriptForeignOrigin:
    'Ten formularz został wysłany z innej witryny, więc nic nie zapisano. Wypełnij go tutaj.',
  noScriptTampered:
    'Ta strona została zmieniona przed wysłaniem lub wygasła, więc nic nie zapisano. Wypełnij ją ponownie.',
  noScriptRateLimited:
    'Zbyt wiele zgłoszeń, spróbuj ponownie za minutę. Ta strona nie została zapisana: wyślij ją ponownie za minutę.',
  engineFailed: 'Nie udało się wczytać części formularza. Sprawdź połączenie i spróbuj ponownie.',
  resumeFailed:
    'Ten link „kontynuuj” wygasł lub należy do innego formularza, więc zaczęliśmy nową odpowiedź.',

  continueElsewhere: 'Kontynuuj na innym urządzeniu',
  linkCopied:
    'Skopiowano link. Otwórz go na innym urządzeniu, aby kontynuować tam, gdzie skończono.',
  copyLink: 'Skopiuj ten link i otwórz go na innym urządzeniu:',

  closedTitle: 'Ten formularz jest zamknięty',
  closedText: 'Ten formularz nie przyjmuje już odpowiedzi.',
  unpublishedTitle: 'Ten formularz jest teraz niedostępny',
  unpublishedText:
    'Właściciel jeszcze go nie opublikował albo go wyłączył. Jeśli ktoś przysłał Ci ten link, możesz dać mu znać.',
  notFoundTitle: 'Nie znaleźliśmy tego formularza',
  notFoundText: 'Link może zawierać błąd albo formularz został usunięty. Sprawdź otrzymany link.',
  loadErrorTitle: 'Nie udało się wczytać formularza',
  loadErrorText: 'Sprawdź połączenie i spróbuj ponownie.',
};
