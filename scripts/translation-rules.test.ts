import { describe, expect, it } from 'vitest'
import {
  checkCatalog,
  checkMessage,
  cjkSpaces,
  describeFinding,
  middleDots,
  missingSerialCommas,
  wholeWord,
  zhEllipses,
  type LanguageChecks,
} from './translation-rules.ts'

describe('cjk-latin-space: no space between CJK text and Latin letters, digits or placeholders', () => {
  it.each([
    ['胸痛或晕倒：请拨打 995', ['请拨打 995']],
    ['致电 {phone}', ['致电 {phone']],
    ['如胸痛或晕倒，请拨打 <1>995</1>。', ['请拨打 <1>995']],
    ['它保存 {cookieDays} 天', ['它保存 {cook', 'Days} 天']],
    ['通院中の患者さま向け 時間外連絡先', ['向け 時間外']],
    ['専門医の診察料は S${min}～S${max} です', ['料は S${min', '${max} です']],
    ['USB メモリ', ['USB メモリ']],
  ])('flags %s', (text, passages) => {
    const found = cjkSpaces(text)
    expect(found).toHaveLength(passages.length)
    passages.forEach((passage, i) => expect(found[i]).toContain(passage))
  })

  it.each([
    '胸痛或晕倒：请拨打995',
    '致电{phone}',
    '请拨打<1>995</1>。',
    '由Dr Alex Tan主理',
    '通过WhatsApp Business联系',
    '例如：9123 4567。',
    'お電話：<0>{call}</0>／WhatsApp：<1>{whatsapp}</1>',
    // The ideographic space is Japanese typography (a letter's salutation), not a typed space.
    '{clinicName}ご担当者様　予約についてお問い合わせいたします。',
    'Call us on {phone} or WhatsApp',
  ])('passes %s', (text) => {
    expect(cjkSpaces(text)).toEqual([])
  })
})

describe('zh-ellipsis: the Chinese ellipsis is two characters', () => {
  it('flags a single … and three dots', () => {
    expect(zhEllipses('表格加载中，请稍候…')).toEqual(['，请稍候…'])
    expect(zhEllipses('正在发送...')).toEqual(['正在发送...'])
  })
  it('passes ……', () => {
    expect(zhEllipses('表格加载中，请稍候……')).toEqual([])
    expect(zhEllipses('由……主理')).toEqual([])
  })
})

describe('ja-middle-dot: no Western middle dot in Japanese', () => {
  it('flags ·', () => {
    expect(middleDots('お電話：<0>{call}</0> · WhatsApp：<1>{whatsapp}</1>')).toHaveLength(1)
  })
  it('passes ・ and ／', () => {
    expect(middleDots('胸の痛み・意識を失ったとき')).toEqual([])
    expect(middleDots('お電話：<0>{call}</0>／WhatsApp：<1>{whatsapp}</1>')).toEqual([])
  })
})

describe('id-serial-comma: a comma before dan/atau in a list of three or more (PUEBI)', () => {
  it.each([
    ['Biaya, asuransi dan pembayaran', 'Biaya, asuransi dan pembayaran'],
    ['Akses, koreksi dan penarikan persetujuan', 'Akses, koreksi dan penarikan'],
    [
      'biaya rumah sakit sendiri (kamar rawat, ruang tindakan, peralatan dan obat-obatan).',
      'ruang tindakan, peralatan dan obat-obatan',
    ],
    [
      'penyakit kronis, seperti tekanan darah tinggi, kolesterol tinggi dan diabetes, dalam program',
      'tekanan darah tinggi, kolesterol tinggi dan diabetes',
    ],
    ['(misalnya angiogram, CT scan atau MRI)', 'angiogram, CT scan atau MRI'],
    [
      'Bagaimana klinik mengumpulkan, menggunakan, menyimpan dan melindungi data pribadi',
      'menggunakan, menyimpan dan melindungi',
    ],
    ['dihubungi (telepon, <0>email</0> atau WhatsApp)', 'telepon, email atau WhatsApp'],
  ])('flags %s', (text, passage) => {
    expect(missingSerialCommas(text)).toEqual([passage])
  })

  it.each([
    // The same lists with the serial comma.
    'Biaya, asuransi, dan pembayaran',
    '(kamar rawat, ruang tindakan, peralatan, dan obat-obatan)',
    'cara dihubungi (telepon, email, atau WhatsApp) dan, jika Anda isi, tanggal janji temu',
    // Two items take none.
    'MediSave dan MediShield Life hanya untuk Warga Negara dan Penduduk Tetap Singapura.',
    'Tindakan di rumah sakit, seperti angiografi koroner dan angioplasti, juga melibatkan biaya.',
    // A comma that ends a clause, not a list.
    'Jika kotak itu tidak Anda centang, permintaan dan perawatan Anda tidak terpengaruh.',
    'Sebelum pemeriksaan atau tindakan apa pun, dokter atau tim klinik kami menjelaskan biayanya.',
    'Bersama-sama, Anda dan dokter menyepakati rencana selanjutnya.',
    'Kami akan menghubungi Anda, melalui cara yang Anda pilih, untuk memahami kebutuhan Anda dan menawarkan jadwal.',
    'Saat datang, mohon bawa NRIC atau paspor Anda, surat rujukan, serta hasil pemeriksaan.',
    'Untuk nomor luar negeri, awali dengan + dan kode negara, misalnya {phoneExample}.',
    // A pair inside an item of a list that ends with ", dan".
    'nama, nomor ponsel atau telepon, dan alamat email Anda;',
  ])('passes %s', (text) => {
    expect(missingSerialCommas(text)).toEqual([])
  })
})

const checks: LanguageChecks = {
  rules: ['cjk-latin-space'],
  voice: [{ use: '当院', not: ['当クリニック'] }],
  terms: [
    {
      en: 'stress test',
      find: ['stress test(?:s|ing)?'].map(wholeWord),
      use: '心脏负荷试验',
      not: ['压力测试'],
    },
    { en: 'Email', find: ['e-?mail'].map(wholeWord), use: 'email', not: ['e-mail'] },
  ],
}

describe('terminology: a wrong variant in a translation of a message that uses the term', () => {
  it('fails on the wrong variant, naming it and the preferred term', () => {
    expect(checkMessage('What a stress test is', '什么是心脏压力测试', checks)).toEqual([
      {
        rule: 'terminology',
        summary: 'glossary term "stress test"',
        text: '压力测试',
        hint: 'use 心脏负荷试验',
      },
    ])
  })
  it('passes the preferred term', () => {
    expect(checkMessage('What a stress test is', '什么是心脏负荷试验', checks)).toEqual([])
  })
  it('looks only where the English message uses the term (no false positive elsewhere)', () => {
    expect(checkMessage('Emotional stress can bring on angina', '压力测试', checks)).toEqual([])
  })
  it('finds Latin variants as whole words, in any case', () => {
    expect(checkMessage('Send us an e-mail', 'Kirim E-mail kepada kami', checks)).toHaveLength(1)
    expect(checkMessage('Send us an e-mail', 'Kirim email kepada kami', checks)).toEqual([])
  })
})

describe('voice: checked in every message of the language', () => {
  it('fails on the other self-reference', () => {
    expect(checkMessage('About us', '当クリニックについて', checks)).toMatchObject([
      { rule: 'voice', text: '当クリニック', hint: 'use 当院' },
    ])
  })
  it('passes the chosen one', () => {
    expect(checkMessage('About us', '当院について', checks)).toEqual([])
  })
})

describe('a catalog check names the locale, the message, the rule and the offending text', () => {
  const po = `msgid ""
msgstr ""
"Language: zh-SG\\n"

#: app/layout/ContactLines.tsx
msgid "Chest pain or collapse: call 995"
msgstr "胸痛或晕倒：请拨打 995"

#: app/routes/generated/services.cardiac-stress-testing.tsx
msgid "Types of stress test"
msgstr "心脏负荷试验的类型"

#: app/routes/generated/services.cardiac-stress-testing.tsx
msgid "A stress test records how the heart works."
msgstr ""
`
  it('reports the broken message only', () => {
    const findings = checkCatalog(po, checks)
    expect(findings).toHaveLength(1)
    expect(describeFinding('zh-SG', findings[0]!)).toBe(
      [
        'zh-SG: "Chest pain or collapse: call 995"',
        '    cjk-latin-space (no space between CJK text and Latin letters, digits or placeholders): "晕倒：请拨打 995": remove the space (a space inside a Latin phrase stays)',
      ].join('\n'),
    )
  })
})
