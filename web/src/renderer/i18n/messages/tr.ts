import type { Messages } from './en';

/** Turkish: a noun after a number stays singular, so plural forms differ only for 1. */
export const tr: Messages = {
  next: 'İleri',
  back: 'Geri',
  // The form's language menu (ADR 048)
  language: 'Dil',
  submit: 'Gönder',
  submitting: 'Gönderiliyor…',
  retrying: 'Yeniden deneniyor…',
  tryAgain: 'Yeniden dene',
  start: 'Başla',
  restoring: 'Yanıtlarınız geri yükleniyor…',
  progressLabel: 'Form ilerlemesi',
  progressPage: 'Sayfa {current, number} / {total, number}',
  required: '(zorunlu)',
  pageErrors:
    '{count, plural, one {Lütfen aşağıda işaretlenen yanıtı kontrol edin.} other {Lütfen aşağıda işaretlenen # yanıtı kontrol edin.}}',
  thankYouTitle: 'Teşekkürler!',
  thankYouText: 'Yanıtınız kaydedildi.',
  submitAnother: 'Başka bir yanıt gönder',
  madeWith: 'Formloom ile yapıldı',
  loadingForm: 'Form yükleniyor…',
  formUnavailable: 'Form kullanılamıyor',
  videoTitle: 'Video: {title}',

  'issue.required': 'Zorunlu',
  'issue.invalidInput': 'Geçersiz giriş',
  'issue.allRowsRequired': 'Her satırı yanıtlayın',
  'issue.expectedReceived': 'Beklenen: {expected}, gelen: {received}',
  'issue.tooShort': 'En az {limit, plural, one {# karakter} other {# karakter}} olmalı',
  'issue.tooLong': 'En fazla {limit, plural, one {# karakter} other {# karakter}} olmalı',
  'issue.tooSmall': 'En az {limit, number} olmalı',
  'issue.tooBig': 'En fazla {limit, number} olmalı',
  'issue.notGreaterThan': '{limit, number} değerinden büyük olmalı',
  'issue.notLessThan': '{limit, number} değerinden küçük olmalı',
  'issue.tooFewItems': 'En az {limit, plural, one {# öge} other {# öge}} olmalı',
  'issue.tooManyItems': 'En fazla {limit, plural, one {# öge} other {# öge}} olmalı',
  'issue.tooManyDecimals':
    'En fazla {limit, plural, one {# ondalık basamak} other {# ondalık basamak}} olmalı',
  'issue.dateTooEarly': '{date} veya sonrası olmalı',
  'issue.dateTooLate': '{date} veya öncesi olmalı',
  'issue.fileTooLarge': 'Dosya en fazla {size} olabilir',
  fileTypeRefused: 'Bu dosya türü burada kabul edilmiyor ({types})',

  uploadedFiles: 'Yüklenen dosyalar',
  removeItem: '{name} öğesini kaldır',
  filesRoomLeft:
    '{room, plural, one {# dosya} other {# dosya}} daha ekleyebilirsiniz (en fazla {max, number}).',
  filesUpTo: '{max, plural, one {En fazla # dosya.} other {En fazla # dosya.}}',
  fileReplaces: 'Başka bir dosya seçmek bunun yerini alır.',
  uploading: '{name} yükleniyor',
  uploadFailed: 'Yükleme başarısız oldu.',
  uploadFailedRetry: 'Yükleme başarısız oldu. Lütfen yeniden deneyin.',
  uploadFailedConnection: 'Yükleme başarısız oldu. Bağlantınızı kontrol edip yeniden deneyin.',
  fileTooLarge: 'Bu dosya çok büyük.',
  fileTypeNotAccepted: 'Bu dosya türü burada kabul edilmiyor.',
  uploadsRateLimited: 'Çok fazla yükleme yapıldı, bir dakika sonra yeniden deneyin',

  other: 'Diğer',
  otherOption: 'Diğer…',
  otherAnswer: 'Diğer yanıt',
  typeYourAnswer: 'Yanıtınızı yazın',
  selectOption: 'Bir seçenek belirleyin',
  yes: 'Evet',
  no: 'Hayır',
  stronglyDisagree: 'Kesinlikle katılmıyorum',
  disagree: 'Katılmıyorum',
  neutral: 'Kararsızım',
  agree: 'Katılıyorum',
  stronglyAgree: 'Kesinlikle katılıyorum',
  npsMin: 'Hiç olası değil',
  npsMax: 'Son derece olası',
  scoreOf: '{score, number} / {max, number}',

  timeFrom: 'Başlangıç',
  timeTo: 'Bitiş',
  addADate: 'Bir tarih ekleyin',
  addDate: 'Tarih ekle',
  chosenDates: 'Seçilen tarihler',

  rankingLabel: 'Sıralamanız, en çok tercih edilen önce',
  moveUp: '{item} öğesini yukarı taşı',
  moveDown: '{item} öğesini aşağı taşı',
  movedTo: '{item} artık {total, number} içinde {position, number}. sırada',
  keepOrder: 'Bu sırayı koru',
  rankWithoutScript: 'JavaScript olmadan her seçeneğe sırasını verin (1 en çok tercih edilendir):',

  typeFullName: 'Adınızı ve soyadınızı yazın',
  useSignature: 'Bu imzayı kullan',
  signatureImageFailed: 'Tarayıcınız imza görüntüsünü oluşturamadı.',
  yourSignature: 'İmzanız',
  signatureSaved: 'İmza kaydedildi.',
  signAgain: 'Yeniden imzala',
  draw: 'Çiz',
  typeNameInstead: 'Bunun yerine adınızı yazın',
  loadingSignaturePad: 'İmza alanı yükleniyor…',
  signaturePad:
    'İmza alanı: imzanızı fare, parmak veya kalemle çizin ya da Bunun yerine adınızı yazın seçeneğini seçin',
  clear: 'Temizle',
  saveSignature: 'İmzayı kaydet',

  useMyLocation: 'Konumumu kullan',
  noGeolocation: 'Tarayıcınız konumunuzu paylaşamıyor. Bunun yerine adresi ve koordinatları yazın.',
  findingLocation: 'Konumunuz bulunuyor…',
  locationAdded: 'Konum eklendi.',
  locationRefused: 'Konum izni reddedildi. Bunun yerine adresi ve koordinatları yazın.',
  locationNotFound: 'Konumunuzu bulamadık. Bunun yerine adresi ve koordinatları yazın.',
  addressOptional: 'Adres (isteğe bağlı)',
  latitude: 'Enlem',
  longitude: 'Boylam',

  paymentMisconfigured: 'Bu ödeme doğru ayarlanmamış, bu yüzden kaydedilemiyor.',
  paymentNotSetUp:
    'Bu form için kartla ödeme henüz ayarlanmadı, bu yüzden burada hiçbir ücret alınmayacak. Yanıtınızı ödeme beklemede olarak işaretlenmiş şekilde gönderebilirsiniz; form sahibi ödemeyi sizinle ayarlayacaktır.',
  paymentPending: 'Yanıtımı ödeme beklemede olarak gönder',
  loadingVerification: 'Doğrulama yükleniyor…',

  noScriptSignature:
    'İmzalamak için JavaScript gerekir. Bu soruyu yanıtlamak için tarayıcınızda etkinleştirin.',
  noScriptLocation:
    'Konum paylaşmak için JavaScript gerekir. Bu soruyu yanıtlamak için tarayıcınızda etkinleştirin.',
  noScriptPayment:
    'Ödeme yapmak için JavaScript gerekir. Bu soruyu yanıtlamak için tarayıcınızda etkinleştirin.',
  noScriptCaptcha:
    'Doğrulama adımı için JavaScript gerekir. Bu formu göndermek için tarayıcınızda etkinleştirin.',

  rateLimited: 'Çok fazla gönderim yapıldı, bir dakika sonra yeniden deneyin',
  tooLarge:
    'Yanıtınız gönderilemeyecek kadar büyük. Büyük bir dosyayı kaldırın veya bir yanıtı kısaltın, sonra yeniden deneyin.',
  offline:
    'Sunucuya ulaşamadık. Yanıtlarınız bu cihazda saklanıyor ve bağlantı geri geldiğinde gönderilecek.',
  offlineWaiting:
    'Çevrimdışısınız. Yanıtlarınız bu cihazda saklanıyor ve bağlantı geri geldiğinde gönderilecek.',
  offlineHeld:
    'Çevrimdışısınız. Bu sayfayı açık tutun: yanıtlarınız bağlantı geri geldiğinde gönderilecek.',
  sent: 'Yanıtlarınız gönderildi.',
  queuedTitle: 'Yanıtlarınız bu cihazda saklanıyor',
  sendNow: 'Şimdi gönder',
  sending: 'Yanıtlarınız gönderiliyor…',
  notSentClosed: 'Yanıtlarınız gönderilemedi: bu form artık yanıt kabul etmiyor.',
  notSentChanged:
    'Siz yanıtladıktan sonra form değişti, bu yüzden yanıtlarınız olduğu gibi gönderilemedi. Gözden geçirip yeniden gönderin.',
  reviewAnswers: 'Yanıtlarınızı gözden geçirin',
  filesNotKept:
    'Bu tarayıcı çevrimdışıyken dosya saklayamıyor (gizli gezinme açık olabilir). Yeniden çevrimiçi olduğunuzda bu dosyayı ekleyin; diğer yanıtlarınız saklanıyor.',
  engineOffline:
    'Çevrimdışısınız. Yanıtlarınız bu cihazda saklanıyor; bağlantı geri geldiğinde İleri’ye yeniden basın.',
  noScriptForeignOrigin:
    'Bu form başka bir web sitesinden gönderildi, bu yüzden hiçbir şey kaydedilmedi. Lütfen formu burada doldurun.',
  noScriptTampered:
    'Bu sayfa gönderilmeden önce değiştirildi ya da süresi doldu, bu yüzden hiçbir şey kaydedilmedi. Lütfen yeniden doldurun.',
  noScriptRateLimited:
    'Çok fazla gönderim var, bir dakika sonra yeniden deneyin. Bu sayfa kaydedilmedi: bir dakika sonra yeniden gönderin.',
  engineFailed: 'Formun bir bölümü yüklenemedi. Bağlantınızı kontrol edip yeniden deneyin.',
  resumeFailed:
    'Bu “devam et” bağlantısının süresi dolmuş veya başka bir forma ait, bu yüzden yeni bir yanıt başlattık.',

  continueElsewhere: 'Başka bir cihazda devam et',
  linkCopied: 'Bağlantı kopyalandı. Kaldığınız yerden devam etmek için başka bir cihazda açın.',
  copyLink: 'Bu bağlantıyı kopyalayıp başka bir cihazda açın:',

  closedTitle: 'Bu form kapalı',
  closedText: 'Bu form artık yanıt kabul etmiyor.',
  unpublishedTitle: 'Bu form şu anda kullanılamıyor',
  unpublishedText:
    'Sahibi henüz yayımlamadı veya yayından kaldırdı. Bu bağlantıyı size biri gönderdiyse ona haber verebilirsiniz.',
  notFoundTitle: 'Bu formu bulamadık',
  notFoundText:
    'Bağlantı yanlış yazılmış olabilir veya form kaldırılmış olabilir. Size verilen bağlantıyı kontrol edin.',
  loadErrorTitle: 'Bu formu yükleyemedik',
  loadErrorText: 'Bağlantınızı kontrol edip yeniden deneyin.',
};
