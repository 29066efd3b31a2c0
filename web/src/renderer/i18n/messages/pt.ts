import type { Messages } from './en';

/** Portuguese. */
export const pt: Messages = {
  next: 'Seguinte',
  back: 'Voltar',
  // The form's language menu (ADR 048)
  language: 'Idioma',
  submit: 'Enviar',
  submitting: 'A enviar…',
  retrying: 'A tentar de novo…',
  tryAgain: 'Tentar de novo',
  start: 'Começar',
  restoring: 'A recuperar as suas respostas…',
  progressLabel: 'Progresso do formulário',
  progressPage: 'Página {current, number} de {total, number}',
  required: '(obrigatória)',
  pageErrors:
    '{count, plural, one {Verifique a resposta assinalada abaixo.} other {Verifique as # respostas assinaladas abaixo.}}',
  thankYouTitle: 'Obrigado!',
  thankYouText: 'A sua resposta foi registada.',
  submitAnother: 'Enviar outra resposta',
  madeWith: 'Feito com Formloom',
  loadingForm: 'A carregar o formulário…',
  formUnavailable: 'Formulário indisponível',
  videoTitle: 'Vídeo: {title}',

  'issue.required': 'Obrigatório',
  'issue.invalidInput': 'Valor inválido',
  'issue.allRowsRequired': 'Responda a todas as linhas',
  'issue.expectedReceived': 'Esperava-se {expected}, recebeu-se {received}',
  'issue.tooShort': 'Deve ter pelo menos {limit, plural, one {# carácter} other {# caracteres}}',
  'issue.tooLong': 'Deve ter no máximo {limit, plural, one {# carácter} other {# caracteres}}',
  'issue.tooSmall': 'Deve ser pelo menos {limit, number}',
  'issue.tooBig': 'Deve ser no máximo {limit, number}',
  'issue.notGreaterThan': 'Deve ser maior do que {limit, number}',
  'issue.notLessThan': 'Deve ser menor do que {limit, number}',
  'issue.tooFewItems': 'Deve ter pelo menos {limit, plural, one {# item} other {# itens}}',
  'issue.tooManyItems': 'Deve ter no máximo {limit, plural, one {# item} other {# itens}}',
  'issue.tooManyDecimals':
    'Deve ter no máximo {limit, plural, one {# casa decimal} other {# casas decimais}}',
  'issue.dateTooEarly': 'Deve ser em {date} ou depois',
  'issue.dateTooLate': 'Deve ser em {date} ou antes',
  'issue.fileTooLarge': 'O ficheiro deve ter no máximo {size}',
  fileTypeRefused: 'Este tipo de ficheiro não é aceite aqui ({types})',

  uploadedFiles: 'Ficheiros carregados',
  removeItem: 'Remover {name}',
  filesRoomLeft:
    'Pode adicionar mais {room, plural, one {# ficheiro} other {# ficheiros}} (no máximo {max, number}).',
  filesUpTo: '{max, plural, one {Até # ficheiro.} other {Até # ficheiros.}}',
  fileReplaces: 'Escolher outro ficheiro substitui este.',
  uploading: 'A carregar {name}',
  uploadFailed: 'O carregamento falhou.',
  uploadFailedRetry: 'O carregamento falhou. Tente de novo.',
  uploadFailedConnection: 'O carregamento falhou. Verifique a sua ligação e tente de novo.',
  fileTooLarge: 'Este ficheiro é demasiado grande.',
  fileTypeNotAccepted: 'Este tipo de ficheiro não é aceite aqui.',
  uploadsRateLimited: 'Demasiados carregamentos, tente de novo daqui a um minuto',

  other: 'Outro',
  otherOption: 'Outro…',
  otherAnswer: 'Outra resposta',
  typeYourAnswer: 'Escreva a sua resposta',
  selectOption: 'Escolha uma opção',
  yes: 'Sim',
  no: 'Não',
  stronglyDisagree: 'Discordo totalmente',
  disagree: 'Discordo',
  neutral: 'Neutro',
  agree: 'Concordo',
  stronglyAgree: 'Concordo totalmente',
  npsMin: 'Nada provável',
  npsMax: 'Extremamente provável',
  scoreOf: '{score, number} de {max, number}',

  timeFrom: 'De',
  timeTo: 'Até',
  addADate: 'Adicione uma data',
  addDate: 'Adicionar data',
  chosenDates: 'Datas escolhidas',

  rankingLabel: 'A sua classificação, da preferida para a menos preferida',
  moveUp: 'Subir {item}',
  moveDown: 'Descer {item}',
  movedTo: '{item}: agora na posição {position, number} de {total, number}',
  keepOrder: 'Manter esta ordem',
  rankWithoutScript: 'Sem JavaScript, indique a posição de cada opção (1 é a preferida):',

  typeFullName: 'Escreva o seu nome completo',
  useSignature: 'Usar esta assinatura',
  signatureImageFailed: 'O seu navegador não conseguiu criar a imagem da assinatura.',
  yourSignature: 'A sua assinatura',
  signatureSaved: 'Assinatura guardada.',
  signAgain: 'Assinar de novo',
  draw: 'Desenhar',
  typeNameInstead: 'Escrever o seu nome',
  loadingSignaturePad: 'A carregar a área de assinatura…',
  signaturePad:
    'Área de assinatura: desenhe a sua assinatura com o rato, o dedo ou uma caneta, ou escolha Escrever o seu nome',
  clear: 'Limpar',
  saveSignature: 'Guardar assinatura',

  useMyLocation: 'Usar a minha localização',
  noGeolocation:
    'O seu navegador não consegue partilhar a sua localização. Escreva antes a morada e as coordenadas.',
  findingLocation: 'A procurar a sua localização…',
  locationAdded: 'Localização adicionada.',
  locationRefused:
    'A permissão de localização foi recusada. Escreva antes a morada e as coordenadas.',
  locationNotFound:
    'Não conseguimos encontrar a sua localização. Escreva antes a morada e as coordenadas.',
  addressOptional: 'Morada (opcional)',
  latitude: 'Latitude',
  longitude: 'Longitude',

  paymentMisconfigured: 'Este pagamento não está bem configurado, por isso não pode ser registado.',
  paymentNotSetUp:
    'Os pagamentos com cartão ainda não estão configurados para este formulário, por isso nada será cobrado aqui. Pode enviar a sua resposta com o pagamento marcado como pendente, e o dono do formulário combinará o pagamento consigo.',
  paymentPending: 'Enviar a minha resposta com o pagamento marcado como pendente',
  loadingVerification: 'A carregar a verificação…',

  noScriptSignature:
    'Assinar precisa de JavaScript. Ative-o no seu navegador para responder a esta pergunta.',
  noScriptLocation:
    'Partilhar uma localização precisa de JavaScript. Ative-o no seu navegador para responder a esta pergunta.',
  noScriptPayment:
    'Pagar precisa de JavaScript. Ative-o no seu navegador para responder a esta pergunta.',
  noScriptCaptcha:
    'O passo de verificação precisa de JavaScript. Ative-o no seu navegador para enviar este formulário.',

  rateLimited: 'Demasiados envios, tente de novo daqui a um minuto',
  tooLarge:
    'A sua resposta é demasiado grande para enviar. Remova um ficheiro grande ou encurte uma resposta e tente de novo.',
  offline:
    'Não foi possível contactar o servidor. As suas respostas ficam guardadas neste dispositivo e serão enviadas quando a ligação voltar.',
  offlineWaiting:
    'Está sem ligação. As suas respostas ficam guardadas neste dispositivo e serão enviadas quando a ligação voltar.',
  offlineHeld:
    'Está sem ligação. Mantenha esta página aberta: as suas respostas serão enviadas quando a ligação voltar.',
  sent: 'As suas respostas foram enviadas.',
  queuedTitle: 'As suas respostas estão guardadas neste dispositivo',
  sendNow: 'Enviar agora',
  sending: 'A enviar as suas respostas…',
  notSentClosed:
    'Não foi possível enviar as suas respostas: este formulário já não aceita respostas.',
  notSentChanged:
    'O formulário mudou desde que o respondeu, por isso as suas respostas não puderam ser enviadas tal como estão. Reveja-as e envie de novo.',
  reviewAnswers: 'Rever as suas respostas',
  filesNotKept:
    'Este navegador não consegue guardar ficheiros sem ligação (a navegação privada pode estar ativa). Adicione este ficheiro quando voltar a ter ligação; as suas outras respostas ficam guardadas.',
  engineOffline:
    'Está offline. As suas respostas ficam guardadas neste dispositivo; prima Seguinte outra vez quando a ligação voltar.',
  noScriptForeignOrigin:
    'Este formulário foi enviado a partir de outro site, por isso nada foi guardado. Preencha-o aqui.',
  noScriptTampered:
    'Esta página foi alterada antes de ser enviada, ou expirou, por isso nada foi guardado. Preencha-a novamente.',
  noScriptRateLimited:
    'Demasiados envios, tente novamente dentro de um minuto. Esta página não foi guardada: envie-a novamente dentro de um minuto.',
  engineFailed:
    'Não foi possível carregar parte do formulário. Verifique a sua ligação e tente de novo.',
  resumeFailed:
    'Esse link para «continuar» expirou ou pertence a outro formulário, por isso começámos uma nova resposta.',

  continueElsewhere: 'Continuar noutro dispositivo',
  linkCopied: 'Link copiado. Abra-o noutro dispositivo para continuar onde parou.',
  copyLink: 'Copie este link e abra-o noutro dispositivo:',

  closedTitle: 'Este formulário está fechado',
  closedText: 'Este formulário já não aceita respostas.',
  unpublishedTitle: 'Este formulário não está disponível de momento',
  unpublishedText:
    'O dono ainda não o publicou, ou retirou-o. Se alguém lhe enviou este link, pode avisá-lo.',
  notFoundTitle: 'Não encontrámos este formulário',
  notFoundText:
    'O link pode estar mal escrito, ou o formulário pode ter sido removido. Verifique o link que recebeu.',
  loadErrorTitle: 'Não foi possível carregar este formulário',
  loadErrorText: 'Verifique a sua ligação e tente de novo.',
};
