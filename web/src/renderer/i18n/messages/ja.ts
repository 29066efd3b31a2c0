import type { Messages } from './en';

/** Japanese: one plural form (other). */
export const ja: Messages = {
  next: '次へ',
  back: '戻る',
  // The form's language menu (ADR 048)
  language: '言語',
  submit: '送信',
  submitting: '送信しています…',
  retrying: '再試行しています…',
  tryAgain: 'もう一度試す',
  start: '開始',
  restoring: '回答を復元しています…',
  progressLabel: 'フォームの進捗',
  progressPage: '{total, number} ページ中 {current, number} ページ目',
  required: '（必須）',
  pageErrors: '{count, plural, other {下の印の付いた # 件の回答を確認してください。}}',
  thankYouTitle: 'ありがとうございました！',
  thankYouText: '回答を記録しました。',
  submitAnother: '別の回答を送信',
  madeWith: 'Formloom で作成',
  loadingForm: 'フォームを読み込んでいます…',
  formUnavailable: 'フォームを利用できません',
  videoTitle: '動画: {title}',

  'issue.required': '必須項目です',
  'issue.invalidInput': '入力が正しくありません',
  'issue.allRowsRequired': 'すべての行に回答してください',
  'issue.expectedReceived': '{expected} が必要ですが、{received} が入力されました',
  'issue.tooShort': '{limit, plural, other {# 文字}}以上で入力してください',
  'issue.tooLong': '{limit, plural, other {# 文字}}以内で入力してください',
  'issue.tooSmall': '{limit, number} 以上にしてください',
  'issue.tooBig': '{limit, number} 以下にしてください',
  'issue.notGreaterThan': '{limit, number} より大きくしてください',
  'issue.notLessThan': '{limit, number} より小さくしてください',
  'issue.tooFewItems': '{limit, plural, other {# 個}}以上選んでください',
  'issue.tooManyItems': '{limit, plural, other {# 個}}以内にしてください',
  'issue.tooManyDecimals': '小数点以下は{limit, plural, other {# 桁}}までにしてください',
  'issue.dateTooEarly': '{date} 以降の日付にしてください',
  'issue.dateTooLate': '{date} 以前の日付にしてください',
  'issue.fileTooLarge': 'ファイルは {size} 以下にしてください',
  fileTypeRefused: 'この種類のファイルはここでは受け付けていません（{types}）',

  uploadedFiles: 'アップロードしたファイル',
  removeItem: '{name} を削除',
  filesRoomLeft:
    'あと {room, plural, other {# 個}}のファイルを追加できます（最大 {max, number} 個）。',
  filesUpTo: '{max, plural, other {最大 # 個のファイル。}}',
  fileReplaces: '別のファイルを選ぶと、このファイルと置き換わります。',
  uploading: '{name} をアップロードしています',
  uploadFailed: 'アップロードに失敗しました。',
  uploadFailedRetry: 'アップロードに失敗しました。もう一度お試しください。',
  uploadFailedConnection: 'アップロードに失敗しました。接続を確認して、もう一度お試しください。',
  fileTooLarge: 'このファイルは大きすぎます。',
  fileTypeNotAccepted: 'この種類のファイルはここでは受け付けていません。',
  uploadsRateLimited: 'アップロードが多すぎます。1 分後にもう一度お試しください',

  other: 'その他',
  otherOption: 'その他…',
  otherAnswer: 'その他の回答',
  typeYourAnswer: '回答を入力',
  selectOption: '選択してください',
  yes: 'はい',
  no: 'いいえ',
  stronglyDisagree: 'まったくそう思わない',
  disagree: 'そう思わない',
  neutral: 'どちらともいえない',
  agree: 'そう思う',
  stronglyAgree: 'とてもそう思う',
  npsMin: 'まったく勧めない',
  npsMax: 'ぜひ勧めたい',
  scoreOf: '{max, number} 中 {score, number}',

  timeFrom: '開始',
  timeTo: '終了',
  addADate: '日付を追加',
  addDate: '追加',
  chosenDates: '選んだ日付',

  rankingLabel: 'あなたの順位（好きなものから順に）',
  moveUp: '{item} を上へ移動',
  moveDown: '{item} を下へ移動',
  movedTo: '{item} は {total, number} 中 {position, number} 位になりました',
  keepOrder: 'この順番のままにする',
  rankWithoutScript:
    'JavaScript がない場合は、各選択肢に順位を付けてください（1 がいちばん好きなもの）：',

  typeFullName: '氏名を入力してください',
  useSignature: 'この署名を使う',
  signatureImageFailed: 'ブラウザーで署名の画像を作成できませんでした。',
  yourSignature: 'あなたの署名',
  signatureSaved: '署名を保存しました。',
  signAgain: '署名し直す',
  draw: '手書き',
  typeNameInstead: '代わりに名前を入力',
  loadingSignaturePad: '署名欄を読み込んでいます…',
  signaturePad: '署名欄：マウス、指、ペンで署名を書くか、「代わりに名前を入力」を選んでください',
  clear: 'クリア',
  saveSignature: '署名を保存',

  useMyLocation: '現在地を使う',
  noGeolocation: 'このブラウザーでは現在地を共有できません。代わりに住所と座標を入力してください。',
  findingLocation: '現在地を探しています…',
  locationAdded: '現在地を追加しました。',
  locationRefused: '位置情報の利用が拒否されました。代わりに住所と座標を入力してください。',
  locationNotFound: '現在地が見つかりませんでした。代わりに住所と座標を入力してください。',
  addressOptional: '住所（任意）',
  latitude: '緯度',
  longitude: '経度',

  paymentMisconfigured: 'この支払いは正しく設定されていないため、記録できません。',
  paymentNotSetUp:
    'このフォームではまだカード決済が設定されていないため、ここで請求されることはありません。支払いを「保留中」として回答を送信すると、フォームの作成者が支払いについて連絡します。',
  paymentPending: '支払いを「保留中」として回答を送信する',
  loadingVerification: '確認を読み込んでいます…',

  noScriptSignature:
    '署名には JavaScript が必要です。この質問に回答するには、ブラウザーで有効にしてください。',
  noScriptLocation:
    '位置情報の共有には JavaScript が必要です。この質問に回答するには、ブラウザーで有効にしてください。',
  noScriptPayment:
    '支払いには JavaScript が必要です。この質問に回答するには、ブラウザーで有効にしてください。',
  noScriptCaptcha:
    '確認の手順には JavaScript が必要です。このフォームを送信するには、ブラウザーで有効にしてください。',

  rateLimited: '送信が多すぎます。1 分後にもう一度お試しください',
  tooLarge:
    '回答が大きすぎて送信できません。大きなファイルを削除するか回答を短くしてから、もう一度お試しください。',
  offline:
    'サーバーに接続できませんでした。回答はこの端末に保存され、接続が戻ったときに送信されます。',
  offlineWaiting: 'オフラインです。回答はこの端末に保存され、接続が戻ったときに送信されます。',
  offlineHeld:
    'オフラインです。このページを開いたままにしてください。接続が戻ったときに回答が送信されます。',
  sent: '回答を送信しました。',
  queuedTitle: '回答はこの端末に保存されています',
  sendNow: '今すぐ送信',
  sending: '回答を送信しています…',
  notSentClosed: '回答を送信できませんでした。このフォームは回答の受付を終了しています。',
  notSentChanged:
    '回答した後にフォームが変更されたため、回答をそのまま送信できませんでした。内容を確認して、もう一度送信してください。',
  reviewAnswers: '回答を確認',
  filesNotKept:
    'このブラウザーではオフライン中にファイルを保存できません（プライベートブラウズが有効かもしれません）。オンラインに戻ってからこのファイルを追加してください。ほかの回答は保存されています。',
  engineOffline:
    'オフラインです。回答はこの端末に保存されています。接続が戻ったら、もう一度「次へ」を押してください。',
  noScriptForeignOrigin:
    'このフォームは別のウェブサイトから送信されたため、何も保存されませんでした。こちらで入力してください。',
  noScriptTampered:
    'このページは送信前に変更されたか、有効期限が切れたため、何も保存されませんでした。もう一度入力してください。',
  noScriptRateLimited:
    '送信が多すぎます。1分後にもう一度お試しください。このページは保存されていません。1分後にもう一度送信してください。',
  engineFailed: 'フォームの一部を読み込めませんでした。接続を確認して、もう一度お試しください。',
  resumeFailed:
    'この「続きから」リンクは期限切れか別のフォームのものなので、新しい回答を始めました。',

  continueElsewhere: '別の端末で続ける',
  linkCopied: 'リンクをコピーしました。別の端末で開くと、続きから回答できます。',
  copyLink: 'このリンクをコピーして、別の端末で開いてください：',

  closedTitle: 'このフォームは締め切られました',
  closedText: 'このフォームは回答の受付を終了しています。',
  unpublishedTitle: 'このフォームは現在利用できません',
  unpublishedText:
    '作成者がまだ公開していないか、公開を停止しています。このリンクを送ってくれた人がいれば、知らせてあげてください。',
  notFoundTitle: 'このフォームが見つかりません',
  notFoundText:
    'リンクが間違っているか、フォームが削除された可能性があります。受け取ったリンクを確認してください。',
  loadErrorTitle: 'このフォームを読み込めませんでした',
  loadErrorText: '接続を確認して、もう一度お試しください。',
};
