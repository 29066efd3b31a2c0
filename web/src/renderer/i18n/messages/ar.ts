import type { Messages } from './en';

/** Arabic (right to left): plurals zero, one, two, few (3–10), many (11–99), other. */
export const ar: Messages = {
  next: 'التالي',
  back: 'السابق',
  // The form's language menu (ADR 048)
  language: 'اللغة',
  submit: 'إرسال',
  submitting: 'جارٍ الإرسال…',
  retrying: 'جارٍ إعادة المحاولة…',
  tryAgain: 'أعد المحاولة',
  start: 'ابدأ',
  restoring: 'جارٍ استعادة إجاباتك…',
  progressLabel: 'التقدّم في النموذج',
  progressPage: 'الصفحة {current, number} من {total, number}',
  required: '(مطلوب)',
  pageErrors:
    '{count, plural, zero {يُرجى مراجعة الإجابات المحددة أدناه.} one {يُرجى مراجعة الإجابة المحددة أدناه.} two {يُرجى مراجعة الإجابتين المحددتين أدناه.} few {يُرجى مراجعة # إجابات محددة أدناه.} many {يُرجى مراجعة # إجابة محددة أدناه.} other {يُرجى مراجعة # إجابة محددة أدناه.}}',
  thankYouTitle: 'شكرًا لك!',
  thankYouText: 'تم تسجيل إجابتك.',
  submitAnother: 'إرسال إجابة أخرى',
  madeWith: 'صُنع باستخدام Formloom',
  loadingForm: 'جارٍ تحميل النموذج…',
  formUnavailable: 'النموذج غير متاح',
  videoTitle: 'فيديو: {title}',

  'issue.required': 'مطلوب',
  'issue.invalidInput': 'قيمة غير صالحة',
  'issue.allRowsRequired': 'أجب عن كل صف',
  'issue.expectedReceived': 'المتوقع {expected}، والمستلم {received}',
  'issue.tooShort':
    'يجب ألا يقل عن {limit, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  'issue.tooLong':
    'يجب ألا يزيد على {limit, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  'issue.tooSmall': 'يجب ألا يقل عن {limit, number}',
  'issue.tooBig': 'يجب ألا يزيد على {limit, number}',
  'issue.notGreaterThan': 'يجب أن يكون أكبر من {limit, number}',
  'issue.notLessThan': 'يجب أن يكون أصغر من {limit, number}',
  'issue.tooFewItems':
    'يجب ألا يقل عن {limit, plural, zero {# عنصر} one {عنصر واحد} two {عنصرين} few {# عناصر} many {# عنصرًا} other {# عنصر}}',
  'issue.tooManyItems':
    'يجب ألا يزيد على {limit, plural, zero {# عنصر} one {عنصر واحد} two {عنصرين} few {# عناصر} many {# عنصرًا} other {# عنصر}}',
  'issue.tooManyDecimals':
    'يجب ألا يزيد على {limit, plural, zero {# منزلة عشرية} one {منزلة عشرية واحدة} two {منزلتين عشريتين} few {# منازل عشرية} many {# منزلة عشرية} other {# منزلة عشرية}}',
  'issue.dateTooEarly': 'يجب أن يكون في {date} أو بعده',
  'issue.dateTooLate': 'يجب أن يكون في {date} أو قبله',
  'issue.fileTooLarge': 'يجب ألا يزيد حجم الملف على {size}',
  fileTypeRefused: 'نوع الملف هذا غير مقبول هنا ({types})',

  uploadedFiles: 'الملفات المرفوعة',
  removeItem: 'إزالة {name}',
  filesRoomLeft:
    'يمكنك إضافة {room, plural, zero {# ملف} one {ملف واحد} two {ملفين} few {# ملفات} many {# ملفًا} other {# ملف}} أخرى (بحد أقصى {max, number}).',
  filesUpTo:
    '{max, plural, zero {حتى # ملف.} one {حتى ملف واحد.} two {حتى ملفين.} few {حتى # ملفات.} many {حتى # ملفًا.} other {حتى # ملف.}}',
  fileReplaces: 'اختيار ملف آخر يستبدل هذا الملف.',
  uploading: 'جارٍ رفع {name}',
  uploadFailed: 'فشل الرفع.',
  uploadFailedRetry: 'فشل الرفع. يُرجى المحاولة مرة أخرى.',
  uploadFailedConnection: 'فشل الرفع. تحقّق من اتصالك وأعد المحاولة.',
  fileTooLarge: 'هذا الملف كبير جدًا.',
  fileTypeNotAccepted: 'نوع الملف هذا غير مقبول هنا.',
  uploadsRateLimited: 'عمليات رفع كثيرة جدًا، أعد المحاولة بعد دقيقة',

  other: 'أخرى',
  otherOption: 'أخرى…',
  otherAnswer: 'إجابة أخرى',
  typeYourAnswer: 'اكتب إجابتك',
  selectOption: 'اختر خيارًا',
  yes: 'نعم',
  no: 'لا',
  stronglyDisagree: 'لا أوافق بشدة',
  disagree: 'لا أوافق',
  neutral: 'محايد',
  agree: 'أوافق',
  stronglyAgree: 'أوافق بشدة',
  npsMin: 'غير مرجّح إطلاقًا',
  npsMax: 'مرجّح جدًا',
  scoreOf: '{score, number} من {max, number}',

  timeFrom: 'من',
  timeTo: 'إلى',
  addADate: 'أضف تاريخًا',
  addDate: 'إضافة التاريخ',
  chosenDates: 'التواريخ المختارة',

  rankingLabel: 'ترتيبك، الأكثر تفضيلًا أولًا',
  moveUp: 'نقل {item} لأعلى',
  moveDown: 'نقل {item} لأسفل',
  movedTo: '{item} الآن في المرتبة {position, number} من {total, number}',
  keepOrder: 'الإبقاء على هذا الترتيب',
  rankWithoutScript: 'بدون JavaScript، أعطِ كل خيار مرتبته (1 هو الأكثر تفضيلًا):',

  typeFullName: 'اكتب اسمك الكامل',
  useSignature: 'استخدام هذا التوقيع',
  signatureImageFailed: 'تعذّر على متصفحك إنشاء صورة التوقيع.',
  yourSignature: 'توقيعك',
  signatureSaved: 'تم حفظ التوقيع.',
  signAgain: 'وقّع مرة أخرى',
  draw: 'ارسم',
  typeNameInstead: 'اكتب اسمك بدلًا من ذلك',
  loadingSignaturePad: 'جارٍ تحميل لوحة التوقيع…',
  signaturePad:
    'لوحة التوقيع: ارسم توقيعك بالفأرة أو الإصبع أو القلم، أو اختر اكتب اسمك بدلًا من ذلك',
  clear: 'مسح',
  saveSignature: 'حفظ التوقيع',

  useMyLocation: 'استخدام موقعي',
  noGeolocation: 'لا يستطيع متصفحك مشاركة موقعك. اكتب العنوان والإحداثيات بدلًا من ذلك.',
  findingLocation: 'جارٍ تحديد موقعك…',
  locationAdded: 'تمت إضافة الموقع.',
  locationRefused: 'تم رفض إذن الموقع. اكتب العنوان والإحداثيات بدلًا من ذلك.',
  locationNotFound: 'تعذّر علينا تحديد موقعك. اكتب العنوان والإحداثيات بدلًا من ذلك.',
  addressOptional: 'العنوان (اختياري)',
  latitude: 'خط العرض',
  longitude: 'خط الطول',

  paymentMisconfigured: 'لم يُضبط هذا الدفع بشكل صحيح، لذا لا يمكن تسجيله.',
  paymentNotSetUp:
    'لم تُفعَّل المدفوعات بالبطاقة لهذا النموذج بعد، لذا لن يُخصم أي مبلغ هنا. يمكنك إرسال إجابتك مع تعليم الدفع على أنه معلّق، وسيتفق معك صاحب النموذج على الدفع.',
  paymentPending: 'إرسال إجابتي مع تعليم الدفع على أنه معلّق',
  loadingVerification: 'جارٍ تحميل التحقق…',

  noScriptSignature: 'يتطلب التوقيع JavaScript. فعّله في متصفحك للإجابة عن هذا السؤال.',
  noScriptLocation: 'تتطلب مشاركة الموقع JavaScript. فعّله في متصفحك للإجابة عن هذا السؤال.',
  noScriptPayment: 'يتطلب الدفع JavaScript. فعّله في متصفحك للإجابة عن هذا السؤال.',
  noScriptCaptcha: 'تتطلب خطوة التحقق JavaScript. فعّله في متصفحك لإرسال هذا النموذج.',

  rateLimited: 'عمليات إرسال كثيرة جدًا، أعد المحاولة بعد دقيقة',
  tooLarge: 'إجابتك أكبر من أن تُرسل. أزل ملفًا كبيرًا أو اختصر إحدى الإجابات، ثم أعد المحاولة.',
  offline: 'تعذّر الوصول إلى الخادم. إجاباتك محفوظة على هذا الجهاز وستُرسل عند عودة الاتصال.',
  offlineWaiting: 'أنت غير متصل. إجاباتك محفوظة على هذا الجهاز وستُرسل عند عودة الاتصال.',
  offlineHeld: 'أنت غير متصل. أبقِ هذه الصفحة مفتوحة: ستُرسل إجاباتك عند عودة الاتصال.',
  sent: 'تم إرسال إجاباتك.',
  queuedTitle: 'إجاباتك محفوظة على هذا الجهاز',
  sendNow: 'أرسل الآن',
  sending: 'جارٍ إرسال إجاباتك…',
  notSentClosed: 'تعذّر إرسال إجاباتك: لم يعد هذا النموذج يقبل الإجابات.',
  notSentChanged:
    'تغيّر النموذج منذ أن أجبت عنه، لذا تعذّر إرسال إجاباتك كما هي. راجعها وأرسلها مرة أخرى.',
  reviewAnswers: 'راجع إجاباتك',
  filesNotKept:
    'لا يستطيع هذا المتصفح الاحتفاظ بالملفات دون اتصال (ربما التصفح الخاص مفعّل). أضف هذا الملف عند عودتك إلى الاتصال؛ إجاباتك الأخرى محفوظة.',
  engineOffline:
    'أنت غير متصل. إجاباتك محفوظة على هذا الجهاز؛ اضغط «التالي» مرة أخرى عند عودة الاتصال.',
  noScriptForeignOrigin: 'أُرسل هذا النموذج من موقع آخر، لذلك لم يُحفظ شيء. يُرجى تعبئته هنا.',
  noScriptTampered:
    'تغيّرت هذه الصفحة قبل إرسالها أو انتهت صلاحيتها، لذلك لم يُحفظ شيء. يُرجى تعبئتها من جديد.',
  noScriptRateLimited:
    'عدد كبير جدًا من الإرسالات، حاول مرة أخرى بعد دقيقة. لم تُحفظ هذه الصفحة: أرسلها مرة أخرى بعد دقيقة.',
  engineFailed: 'تعذّر تحميل جزء من النموذج. تحقّق من اتصالك وأعد المحاولة.',
  resumeFailed: 'انتهت صلاحية رابط «المتابعة» هذا أو أنه يخص نموذجًا آخر، لذا بدأنا إجابة جديدة.',

  continueElsewhere: 'المتابعة على جهاز آخر',
  linkCopied: 'تم نسخ الرابط. افتحه على جهاز آخر لتتابع من حيث توقفت.',
  copyLink: 'انسخ هذا الرابط وافتحه على جهاز آخر:',

  closedTitle: 'هذا النموذج مغلق',
  closedText: 'لم يعد هذا النموذج يقبل الإجابات.',
  unpublishedTitle: 'هذا النموذج غير متاح حاليًا',
  unpublishedText: 'لم ينشره صاحبه بعد، أو أوقفه. إذا أرسل إليك أحدهم هذا الرابط، فيمكنك إبلاغه.',
  notFoundTitle: 'لم نعثر على هذا النموذج',
  notFoundText: 'ربما كُتب الرابط بشكل خاطئ، أو أُزيل النموذج. تحقّق من الرابط الذي أُعطي لك.',
  loadErrorTitle: 'تعذّر علينا تحميل هذا النموذج',
  loadErrorText: 'تحقّق من اتصالك وأعد المحاولة.',
};
