import type { Messages } from './en';

/** French. */
export const fr: Messages = {
  next: 'Suivant',
  back: 'Retour',
  // The form's language menu (ADR 048)
  language: 'Langue',
  submit: 'Envoyer',
  submitting: 'Envoi en cours…',
  retrying: 'Nouvel essai…',
  tryAgain: 'Réessayer',
  start: 'Commencer',
  restoring: 'Récupération de vos réponses…',
  progressLabel: 'Progression du formulaire',
  progressPage: 'Page {current, number} sur {total, number}',
  required: '(obligatoire)',
  pageErrors:
    '{count, plural, one {Vérifiez la réponse signalée ci-dessous.} other {Vérifiez les # réponses signalées ci-dessous.}}',
  thankYouTitle: 'Merci !',
  thankYouText: 'Votre réponse a bien été enregistrée.',
  submitAnother: 'Envoyer une autre réponse',
  madeWith: 'Créé avec Formloom',
  loadingForm: 'Chargement du formulaire…',
  formUnavailable: 'Formulaire indisponible',
  videoTitle: 'Vidéo : {title}',

  'issue.required': 'Obligatoire',
  'issue.invalidInput': 'Saisie non valide',
  'issue.allRowsRequired': 'Répondez à chaque ligne',
  'issue.expectedReceived': 'Valeur attendue : {expected}, reçue : {received}',
  'issue.tooShort': 'Au moins {limit, plural, one {# caractère} other {# caractères}}',
  'issue.tooLong': 'Au plus {limit, plural, one {# caractère} other {# caractères}}',
  'issue.tooSmall': 'Doit être au moins {limit, number}',
  'issue.tooBig': 'Doit être au plus {limit, number}',
  'issue.notGreaterThan': 'Doit être supérieur à {limit, number}',
  'issue.notLessThan': 'Doit être inférieur à {limit, number}',
  'issue.tooFewItems': 'Au moins {limit, plural, one {# élément} other {# éléments}}',
  'issue.tooManyItems': 'Au plus {limit, plural, one {# élément} other {# éléments}}',
  'issue.tooManyDecimals': 'Au plus {limit, plural, one {# décimale} other {# décimales}}',
  'issue.dateTooEarly': 'Doit être le {date} ou après',
  'issue.dateTooLate': 'Doit être le {date} ou avant',
  'issue.fileTooLarge': 'Le fichier ne doit pas dépasser {size}',
  fileTypeRefused: 'Ce type de fichier n’est pas accepté ici ({types})',

  uploadedFiles: 'Fichiers envoyés',
  removeItem: 'Retirer {name}',
  filesRoomLeft:
    'Vous pouvez encore ajouter {room, plural, one {# fichier} other {# fichiers}} (au plus {max, number}).',
  filesUpTo: '{max, plural, one {Jusqu’à # fichier.} other {Jusqu’à # fichiers.}}',
  fileReplaces: 'Choisir un autre fichier remplace celui-ci.',
  uploading: 'Envoi de {name}',
  uploadFailed: 'L’envoi a échoué.',
  uploadFailedRetry: 'L’envoi a échoué. Veuillez réessayer.',
  uploadFailedConnection: 'L’envoi a échoué. Vérifiez votre connexion et réessayez.',
  fileTooLarge: 'Ce fichier est trop volumineux.',
  fileTypeNotAccepted: 'Ce type de fichier n’est pas accepté ici.',
  uploadsRateLimited: 'Trop d’envois, réessayez dans une minute',

  other: 'Autre',
  otherOption: 'Autre…',
  otherAnswer: 'Autre réponse',
  typeYourAnswer: 'Saisissez votre réponse',
  selectOption: 'Choisissez une option',
  yes: 'Oui',
  no: 'Non',
  stronglyDisagree: 'Pas du tout d’accord',
  disagree: 'Pas d’accord',
  neutral: 'Neutre',
  agree: 'D’accord',
  stronglyAgree: 'Tout à fait d’accord',
  npsMin: 'Pas du tout probable',
  npsMax: 'Très probable',
  scoreOf: '{score, number} sur {max, number}',

  timeFrom: 'De',
  timeTo: 'À',
  addADate: 'Ajouter une date',
  addDate: 'Ajouter la date',
  chosenDates: 'Dates choisies',

  rankingLabel: 'Votre classement, de la préférée à la moins préférée',
  moveUp: 'Monter {item}',
  moveDown: 'Descendre {item}',
  movedTo: '{item} : désormais en position {position, number} sur {total, number}',
  keepOrder: 'Garder cet ordre',
  rankWithoutScript: 'Sans JavaScript, donnez à chaque option sa position (1 pour la préférée) :',

  typeFullName: 'Saisissez votre nom complet',
  useSignature: 'Utiliser cette signature',
  signatureImageFailed: 'Votre navigateur n’a pas pu créer l’image de la signature.',
  yourSignature: 'Votre signature',
  signatureSaved: 'Signature enregistrée.',
  signAgain: 'Signer à nouveau',
  draw: 'Dessiner',
  typeNameInstead: 'Saisir votre nom à la place',
  loadingSignaturePad: 'Chargement de la zone de signature…',
  signaturePad:
    'Zone de signature : dessinez votre signature à la souris, au doigt ou au stylet, ou choisissez Saisir votre nom à la place',
  clear: 'Effacer',
  saveSignature: 'Enregistrer la signature',

  useMyLocation: 'Utiliser ma position',
  noGeolocation:
    'Votre navigateur ne peut pas partager votre position. Saisissez plutôt l’adresse et les coordonnées.',
  findingLocation: 'Recherche de votre position…',
  locationAdded: 'Position ajoutée.',
  locationRefused:
    'L’accès à la position a été refusé. Saisissez plutôt l’adresse et les coordonnées.',
  locationNotFound:
    'Nous n’avons pas pu trouver votre position. Saisissez plutôt l’adresse et les coordonnées.',
  addressOptional: 'Adresse (facultatif)',
  latitude: 'Latitude',
  longitude: 'Longitude',

  paymentMisconfigured:
    'Ce paiement n’est pas configuré correctement, il ne peut donc pas être enregistré.',
  paymentNotSetUp:
    'Les paiements par carte ne sont pas encore configurés pour ce formulaire : rien ne vous sera débité ici. Vous pouvez envoyer votre réponse avec le paiement marqué « en attente », et le propriétaire du formulaire conviendra du paiement avec vous.',
  paymentPending: 'Envoyer ma réponse avec le paiement marqué « en attente »',
  loadingVerification: 'Chargement de la vérification…',

  noScriptSignature:
    'La signature nécessite JavaScript. Activez-le dans votre navigateur pour répondre à cette question.',
  noScriptLocation:
    'Le partage de la position nécessite JavaScript. Activez-le dans votre navigateur pour répondre à cette question.',
  noScriptPayment:
    'Le paiement nécessite JavaScript. Activez-le dans votre navigateur pour répondre à cette question.',
  noScriptCaptcha:
    'L’étape de vérification nécessite JavaScript. Activez-le dans votre navigateur pour envoyer ce formulaire.',

  rateLimited: 'Trop de réponses envoyées, réessayez dans une minute',
  tooLarge:
    'Votre réponse est trop volumineuse pour être envoyée. Retirez un gros fichier ou raccourcissez une réponse, puis réessayez.',
  offline:
    'Impossible de joindre le serveur. Vos réponses sont conservées sur cet appareil et seront envoyées dès le retour de la connexion.',
  offlineWaiting:
    'Vous êtes hors ligne. Vos réponses sont conservées sur cet appareil et seront envoyées dès le retour de la connexion.',
  offlineHeld:
    'Vous êtes hors ligne. Gardez cette page ouverte : vos réponses seront envoyées dès le retour de la connexion.',
  sent: 'Vos réponses ont été envoyées.',
  queuedTitle: 'Vos réponses sont conservées sur cet appareil',
  sendNow: 'Envoyer maintenant',
  sending: 'Envoi de vos réponses…',
  notSentClosed:
    'Vos réponses n’ont pas pu être envoyées : ce formulaire n’accepte plus de réponses.',
  notSentChanged:
    'Le formulaire a changé depuis que vous y avez répondu : vos réponses n’ont pas pu être envoyées telles quelles. Vérifiez-les et envoyez-les à nouveau.',
  reviewAnswers: 'Vérifier vos réponses',
  filesNotKept:
    'Ce navigateur ne peut pas conserver de fichiers hors ligne (la navigation privée est peut-être active). Ajoutez ce fichier une fois de nouveau en ligne ; vos autres réponses sont conservées.',
  engineOffline:
    'Vous êtes hors ligne. Vos réponses sont conservées sur cet appareil ; appuyez de nouveau sur Suivant dès le retour de la connexion.',
  noScriptForeignOrigin:
    'Ce formulaire a été envoyé depuis un autre site, donc rien n’a été enregistré. Veuillez le remplir ici.',
  noScriptTampered:
    'Cette page a été modifiée avant son envoi, ou elle a expiré, donc rien n’a été enregistré. Veuillez la remplir à nouveau.',
  noScriptRateLimited:
    'Trop d’envois, réessayez dans une minute. Cette page n’a pas été enregistrée : renvoyez-la dans une minute.',
  engineFailed:
    'Une partie du formulaire n’a pas pu être chargée. Vérifiez votre connexion et réessayez.',
  resumeFailed:
    'Ce lien « continuer » a expiré ou appartient à un autre formulaire : nous avons commencé une nouvelle réponse.',

  continueElsewhere: 'Continuer sur un autre appareil',
  linkCopied: 'Lien copié. Ouvrez-le sur un autre appareil pour reprendre là où vous en étiez.',
  copyLink: 'Copiez ce lien et ouvrez-le sur un autre appareil :',

  closedTitle: 'Ce formulaire est fermé',
  closedText: 'Ce formulaire n’accepte plus de réponses.',
  unpublishedTitle: 'Ce formulaire n’est pas disponible pour le moment',
  unpublishedText:
    'Son propriétaire ne l’a pas encore publié, ou l’a mis hors ligne. Si quelqu’un vous a envoyé ce lien, vous pouvez le lui signaler.',
  notFoundTitle: 'Formulaire introuvable',
  notFoundText:
    'Le lien est peut-être mal saisi, ou le formulaire a été supprimé. Vérifiez le lien qui vous a été donné.',
  loadErrorTitle: 'Impossible de charger ce formulaire',
  loadErrorText: 'Vérifiez votre connexion et réessayez.',
};
